import type { Role } from '@pitchside/shared';
import { Tag } from 'antd';

const ROLE_LOOK: Record<Role, { color: string; does: string }> = {
  admin: { color: 'green', does: 'Manage users, invitations, teams and tournaments' },
  tournamentadmin: { color: 'cyan', does: 'Organize the tournaments you are linked to' },
  referee: { color: 'gold', does: 'Run the matches assigned to you, live from the touchline' },
  coach: { color: 'blue', does: 'Look after your teams and players, confirm match scores' },
  medic: { color: 'red', does: 'Support teams and players on match day' },
  refereeassignor: { color: 'purple', does: 'Assign referees to matches' },
};

/** The user's roles as tags, each with what it lets them do. */
export function RoleTags({ roles }: { roles: readonly Role[] }) {
  if (roles.length === 0) return <p className="ps-muted">No role yet: ask an admin to give you one.</p>;
  return (
    <ul className="ps-roles" aria-label="Your roles">
      {roles.map((role) => (
        <li key={role} className="ps-roles__item">
          <Tag color={ROLE_LOOK[role].color} variant="outlined">
            {role}
          </Tag>
          <span className="ps-roles__does">{ROLE_LOOK[role].does}</span>
        </li>
      ))}
    </ul>
  );
}
