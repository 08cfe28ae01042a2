import type { Role } from '@pitchside/shared';
import { RoleTag } from '../../../components/role-tag';

const ROLE_DOES: Record<Role, string> = {
  admin: 'Manage users, invitations, teams and tournaments',
  tournamentadmin: 'Organize the tournaments you are linked to',
  referee: 'Run the matches assigned to you, live from the touchline',
  coach: 'Look after your teams and players, confirm match scores',
  medic: 'Support teams and players on match day',
  refereeassignor: 'Assign referees to matches',
};

/** The user's roles as tags, each with what it lets them do. */
export function RoleTags({ roles }: { roles: readonly Role[] }) {
  if (roles.length === 0) return <p className="ps-muted">No role yet: ask an admin to give you one.</p>;
  return (
    <ul className="ps-roles" aria-label="Your roles">
      {roles.map((role) => (
        <li key={role} className="ps-roles__item">
          <RoleTag role={role} />
          <span className="ps-roles__does">{ROLE_DOES[role]}</span>
        </li>
      ))}
    </ul>
  );
}
