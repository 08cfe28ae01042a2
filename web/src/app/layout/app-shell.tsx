import { CalendarOutlined, HomeOutlined, LogoutOutlined, MailOutlined, MenuOutlined, SafetyCertificateOutlined, TeamOutlined, TrophyOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import type { Role } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { App as AntApp, Button, ConfigProvider, Drawer, Menu, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { LogoMark, Wordmark } from '../../components/brand';
import { useMeIfLoaded } from '../../features/account/api/get-me';
import { OrganizationSwitcher } from '../../features/account/components/organization-switcher';
import type { AuthStore } from '../../features/auth/auth-store';
import { useAuthState } from '../../features/auth/use-auth-state';
import { LanguageSwitcher } from '../../i18n/language-switcher';
import { useIntl } from 'react-intl';

interface NavItem {
  to: '/home' | '/admin/tournaments' | '/admin/teams' | '/admin/matches' | '/admin/profile' | '/admin/users' | '/admin/invites' | '/admin/pay';
  /** Catalog id of the item's name. */
  label: string;
  icon: ReactNode;
  /** Who sees it; everyone signed in when absent. The routes guard the same roles. */
  roles?: readonly Role[];
}

const NAV: readonly NavItem[] = [
  { to: '/home', label: 'nav.home', icon: <HomeOutlined aria-hidden /> },
  { to: '/admin/tournaments', label: 'nav.tournaments', icon: <TrophyOutlined aria-hidden />, roles: ['admin', 'tournamentadmin'] },
  { to: '/admin/teams', label: 'nav.teams', icon: <SafetyCertificateOutlined aria-hidden />, roles: ['admin', 'tournamentadmin', 'coach'] },
  {
    to: '/admin/matches',
    label: 'nav.matches',
    icon: <CalendarOutlined aria-hidden />,
    roles: ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor'],
  },
  { to: '/admin/pay', label: 'nav.myPay', icon: <WalletOutlined aria-hidden />, roles: ['referee'] },
  { to: '/admin/users', label: 'nav.users', icon: <TeamOutlined aria-hidden />, roles: ['admin'] },
  { to: '/admin/invites', label: 'nav.invitations', icon: <MailOutlined aria-hidden />, roles: ['admin', 'tournamentadmin'] },
  { to: '/admin/profile', label: 'nav.profile', icon: <UserOutlined aria-hidden /> },
];

/** The header's menu on the pitch-green bar. */
const headerMenuTheme = {
  components: {
    Menu: {
      darkItemBg: 'transparent',
      darkPopupBg: '#0c5a32',
      darkItemColor: 'rgba(255, 255, 255, 0.82)',
      darkItemHoverColor: '#fff',
      darkItemHoverBg: 'rgba(255, 255, 255, 0.1)',
      darkItemSelectedBg: 'rgba(255, 255, 255, 0.16)',
      darkItemSelectedColor: '#fff',
      horizontalItemBorderRadius: 8,
      itemPaddingInline: 14,
    },
  },
};

/** The signed-in chrome: brand, navigation (a drawer on phones), organization, who is signed in, Sign out. */
export function AppShell({ auth }: { auth: AuthStore }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useAuthState(auth);
  const intl = useIntl();
  const me = useMeIfLoaded();
  const pathname = useRouterState({ select: (router) => router.location.pathname });
  const [signingOut, setSigningOut] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const name = me.data?.displayName ?? (state.status === 'signedIn' ? state.user.email : undefined);
  const roles = state.status === 'signedIn' ? state.user.roles : [];
  const visible = NAV.filter((item) => !item.roles || item.roles.some((role) => roles.includes(role)));
  const selected = visible.filter((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)).map((item) => item.to);

  // The header's bar holds up to seven words on a laptop: no icons there; the drawer (phones) has them.
  const menuItems = (withIcons: boolean): MenuProps['items'] =>
    visible.map((item) => ({
      key: item.to,
      ...(withIcons ? { icon: item.icon } : {}),
      label: (
        <Link to={item.to} onClick={() => setDrawerOpen(false)}>
          {intl.formatMessage({ id: item.label })}
        </Link>
      ),
    }));

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } finally {
      await navigate({ to: '/signin', replace: true });
      queryClient.clear();
    }
  };

  // antd's App gives the signed-in pages themed toasts (App.useApp); here, not at boot, so the signed-out
  // pages never load message/notification/modal.
  return (
    <AntApp component={false}>
      <div className="ps-shell">
        <header className="ps-header">
          <div className="ps-header__inner">
            <Button
              className="ps-header__menu-button"
              icon={<MenuOutlined aria-hidden />}
              aria-label={intl.formatMessage({ id: 'shell.openMenu' })}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
            <Link to="/home" className="ps-header__brand">
              <LogoMark size={30} />
              <span>Pitchside</span>
            </Link>
            <nav className="ps-header__nav" aria-label={intl.formatMessage({ id: 'shell.main' })}>
              <ConfigProvider theme={headerMenuTheme}>
                <Menu mode="horizontal" theme="dark" selectedKeys={selected} items={menuItems(false)} disabledOverflow />
              </ConfigProvider>
            </nav>
            <div className="ps-header__actions">
              <LanguageSwitcher className="ps-header__lang" />
              <OrganizationSwitcher className="ps-header__org" />
              {name && (
                <span className="ps-header__user" title={name}>
                  {name}
                </span>
              )}
              <Button className="ps-header__signout" icon={<LogoutOutlined aria-hidden />} loading={signingOut} onClick={() => void signOut()}>
                {intl.formatMessage({ id: 'shell.signOut' })}
              </Button>
            </div>
          </div>
        </header>
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Wordmark size={26} />}
          size={288}
          className="ps-drawer"
          aria-label={intl.formatMessage({ id: 'shell.menu' })}
        >
          {name && <p className="ps-drawer__user">{intl.formatMessage({ id: 'shell.signedInAs' }, { name })}</p>}
          <LanguageSwitcher className="ps-drawer__lang" />
          <OrganizationSwitcher className="ps-drawer__org" onChosen={() => setDrawerOpen(false)} />
          <nav aria-label={intl.formatMessage({ id: 'shell.main' })}>
            <Menu mode="inline" selectedKeys={selected} items={menuItems(true)} className="ps-drawer__menu" />
          </nav>
        </Drawer>
        <main className="ps-main">
          <Outlet />
        </main>
      </div>
    </AntApp>
  );
}
