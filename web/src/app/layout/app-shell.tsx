import { LogoutOutlined } from '@ant-design/icons';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LogoMark } from '../../components/brand';
import { useMeIfLoaded } from '../../features/account/api/get-me';
import type { AuthStore } from '../../features/auth/auth-store';
import { useAuthState } from '../../features/auth/use-auth-state';

/** The signed-in chrome: brand, who is signed in, Sign out; the page below. */
export function AppShell({ auth }: { auth: AuthStore }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useAuthState(auth);
  const me = useMeIfLoaded();
  const [signingOut, setSigningOut] = useState(false);

  const name = me.data?.displayName ?? (state.status === 'signedIn' ? state.user.email : undefined);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } finally {
      await navigate({ to: '/signin', replace: true });
      queryClient.clear();
    }
  };

  return (
    <div className="ps-shell">
      <header className="ps-header">
        <div className="ps-header__inner">
          <Link to="/home" className="ps-header__brand">
            <LogoMark size={30} />
            <span>Pitchside</span>
          </Link>
          <div className="ps-header__actions">
            {name && (
              <span className="ps-header__user" title={name}>
                {name}
              </span>
            )}
            <Button className="ps-header__signout" icon={<LogoutOutlined aria-hidden />} loading={signingOut} onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main className="ps-main">
        <Outlet />
      </main>
    </div>
  );
}
