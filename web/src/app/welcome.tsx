import { MailOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { RoleTagList } from '../components/role-tag';
import { useDocumentTitle } from '../components/use-document-title';
import { GettingStarted } from '../features/home/getting-started';
import { CoachTodaysMatches, HOME_MATCH_LIMIT, MedicTodaysMatches, RefereeTodaysMatches } from '../features/matches/components/todays-matches';
import { useActingOrganization } from '../features/account/acting-organization';
import { useMe } from '../features/account/api/get-me';
import { RoleTags } from '../features/account/components/role-tags';
import { TitledCard } from '../components/titled-card';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/**
 * The home screen: who you are, and your next step — an organizer's checklist from draft to published, a
 * referee's, coach's or medic's matches today, an assignor's way to the matches to staff.
 */
export function Welcome() {
  const { data: me } = useMe();
  const { current } = useActingOrganization();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'account.home' }));
  const has = (role: (typeof me.roles)[number]) => me.roles.includes(role);
  const organizer = current !== undefined && (current.roles.includes('admin') || current.roles.includes('tournamentadmin'));
  return (
    <div className="ps-page">
      <section className="ps-welcome" aria-labelledby="welcome-title">
        <div className="ps-avatar" aria-hidden="true">
          {initialsOf(me.displayName)}
        </div>
        <div className="ps-welcome__text">
          <h1 id="welcome-title" className="ps-welcome__title">
            {intl.formatMessage({ id: 'account.welcome' }, { name: me.displayName })}
          </h1>
          <p className="ps-welcome__email">
            <MailOutlined aria-hidden /> {me.email}
          </p>
        </div>
      </section>
      {organizer && <GettingStarted orgId={current.orgId} canCreate={current.roles.includes('admin')} />}
      {has('referee') && <RefereeTodaysMatches />}
      {has('coach') && <CoachTodaysMatches />}
      {has('medic') && <MedicTodaysMatches limit={HOME_MATCH_LIMIT} />}
      {has('refereeassignor') && !organizer && (
        <TitledCard id="assign-title" title={intl.formatMessage({ id: 'account.staffMatches' })}>
          <p className="ps-muted">{intl.formatMessage({ id: 'account.staffHelp' })}</p>
          <Link to="/admin/matches">{intl.formatMessage({ id: 'account.assignReferees' })}</Link>
        </TitledCard>
      )}
      <TitledCard id="roles-title" title={intl.formatMessage({ id: 'account.yourRoles' })}>
        <RoleTags roles={me.roles} />
        <p className="ps-muted ps-card__note">{intl.formatMessage({ id: 'account.rolesNote' })}</p>
      </TitledCard>
      {me.organizations.length > 0 && (
        <TitledCard id="orgs-title" title={intl.formatMessage({ id: 'account.yourOrganizations' })}>
          <ul className="ps-orgs" aria-label={intl.formatMessage({ id: 'account.yourOrganizations' })}>
            {me.organizations.map((org) => (
              <li key={org.orgId} className="ps-orgs__item">
                <span className="ps-orgs__name">{org.name}</span>
                <RoleTagList roles={org.roles} label={intl.formatMessage({ id: 'account.rolesIn' }, { organization: org.name })} />
              </li>
            ))}
          </ul>
        </TitledCard>
      )}
    </div>
  );
}
