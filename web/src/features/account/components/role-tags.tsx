import type { Role } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { RoleTag } from '../../../components/role-tag';

/** The user's roles as tags, each with what it lets them do. */
export function RoleTags({ roles }: { roles: readonly Role[] }) {
  const intl = useIntl();
  if (roles.length === 0) return <p className="ps-muted">{intl.formatMessage({ id: 'account.noRoleYet' })}</p>;
  return (
    <ul className="ps-roles" aria-label={intl.formatMessage({ id: 'account.yourRoles' })}>
      {roles.map((role) => (
        <li key={role} className="ps-roles__item">
          <RoleTag role={role} />
          <span className="ps-roles__does">{intl.formatMessage({ id: `account.roleDoes.${role}` })}</span>
        </li>
      ))}
    </ul>
  );
}
