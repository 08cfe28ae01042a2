import { isRole, rolesOf, type Role, type RoleMap } from '@pitchside/shared';
import * as z from 'zod';

/** A member of the current organization (UserSummary), with the role map also as a list. */
const roleMapSchema = z.record(z.string(), z.unknown()).transform((map): RoleMap => {
  const roles = Object.entries(map).flatMap(([name, on]) => (on === true && isRole(name) ? [name] : []));
  return Object.fromEntries(roles.map((name) => [name, true])) as RoleMap;
});

export const userSummarySchema = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    phone: z.string().optional(),
    role: roleMapSchema,
    createdAt: z.string().optional(),
  })
  .transform((user) => ({ ...user, roles: rolesOf(user.role) as Role[] }));

export type Member = z.output<typeof userSummarySchema>;

/** Query keys of this feature: everything under ['users', orgId] is one organization's member list. */
export const usersKeys = {
  all: ['users'] as const,
  ofOrganization: (orgId: string | undefined) => ['users', orgId ?? 'only'] as const,
};
