import { rolesOf, userSummarySchema as userSummaryAnswerSchema, type Role, type UserSummary } from '@pitchside/shared';
import type * as z from 'zod';

/** A member of the current organization: the API's UserSummary (one schema, in shared), with the role map also as a list. */
export const userSummarySchema = userSummaryAnswerSchema.transform((user) => ({ ...user, roles: rolesOf(user.role) as Role[] }));

export type Member = z.output<typeof userSummarySchema>;

/** A UserSummary the API answered (already checked by the route's answer schema) as a Member. */
export const memberFrom = (user: UserSummary): Member => ({ ...user, roles: rolesOf(user.role) as Role[] });

/** Query keys of this feature: everything under ['users', orgId] is one organization's member list. */
export const usersKeys = {
  all: ['users'] as const,
  ofOrganization: (orgId: string | undefined) => ['users', orgId ?? 'only'] as const,
};
