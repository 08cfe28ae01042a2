import type { Role } from '@pitchside/shared';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';

/** One color per role, the same on every screen. */
export const ROLE_COLORS: Record<Role, string> = {
  admin: 'green',
  tournamentadmin: 'cyan',
  referee: 'gold',
  coach: 'blue',
  medic: 'red',
  refereeassignor: 'purple',
};

/** Role names as people read them: every tag and picker shows these, never the stored id ('refereeassignor'). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  tournamentadmin: 'Tournament admin',
  referee: 'Referee',
  coach: 'Coach',
  medic: 'Medic',
  refereeassignor: 'Referee assignor',
};

/** Role names in the active language (catalog `users.role.<role>`; English is ROLE_LABELS). */
export function useRoleLabel(): (role: Role) => string {
  const intl = useIntl();
  return (role) => intl.formatMessage({ id: `users.role.${role}` });
}

export function RoleTag({ role }: { role: Role }) {
  const roleLabel = useRoleLabel();
  return (
    <Tag color={ROLE_COLORS[role]} variant="outlined" className="ps-role-tag">
      {roleLabel(role)}
    </Tag>
  );
}

/** A compact row of role tags (tables, lists). */
export function RoleTagList({ roles, label }: { roles: readonly Role[]; label?: string }) {
  const intl = useIntl();
  if (roles.length === 0) return <span className="ps-muted">{intl.formatMessage({ id: 'users.noRole' })}</span>;
  return (
    <span className="ps-role-tags" aria-label={label}>
      {roles.map((role) => (
        <RoleTag key={role} role={role} />
      ))}
    </span>
  );
}
