/** The six roles of the product (spec §6). Cognito groups carry the same names. */
export const ROLES = ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor'] as const;
export type Role = (typeof ROLES)[number];

/** Roles selectable in the user form (spec §6). */
export const USER_FORM_ROLES = ['admin', 'referee', 'coach', 'medic'] as const satisfies readonly Role[];

/** Roles offered on an invitation (spec §6). */
export const INVITATION_ROLES = ['referee', 'coach', 'medic', 'admin', 'tournamentadmin'] as const satisfies readonly Role[];
export type InvitationRole = (typeof INVITATION_ROLES)[number];
export type UserFormRole = (typeof USER_FORM_ROLES)[number];

/** What a tournament admin may invite (never an admin or another tournament admin). */
export const TOURNAMENT_ADMIN_INVITATION_ROLES = ['referee', 'coach', 'medic'] as const satisfies readonly InvitationRole[];

/** A user's roles as the spec stores them: a map of role name to true. */
export type RoleMap = Partial<Record<Role, true>>;

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function roleMapOf(roles: readonly Role[]): RoleMap {
  return Object.fromEntries(roles.map((role) => [role, true])) as RoleMap;
}

export function rolesOf(map: RoleMap): Role[] {
  return ROLES.filter((role) => map[role] === true);
}
