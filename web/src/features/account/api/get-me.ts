import { isRole, LOCALES, meRoute, rolesOf, type Role, type RoleMap } from '@pitchside/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { routeUrlPath } from '../../../lib/call-route';

/** The spec's role map `{ admin: true }`; unknown names and non-true values are dropped. */
const roleMapSchema = z.record(z.string(), z.unknown()).transform((map): RoleMap => {
  const roles = Object.entries(map).flatMap(([name, on]) => (on === true && isRole(name) ? [name] : []));
  return Object.fromEntries(roles.map((name) => [name, true])) as RoleMap;
});

const membershipSchema = z.object({ orgId: z.string(), name: z.string(), role: roleMapSchema });

/**
 * `GET /api/me` → MeResponse: the signed-in user's profile and the organizations they belong to. Read with this
 * lenient schema, not the entry's (`meResponseSchema` refuses an unknown language or role name), so the calls
 * take their path from the entry (`routeUrlPath`) but not `callRoute`'s answer check.
 */
export const meSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().optional(),
  // A language this build does not know (a newer server) is ignored, not an error.
  language: z.enum(LOCALES).optional().catch(undefined),
  role: roleMapSchema,
  organizations: z.array(membershipSchema).default([]),
});

export interface Membership extends z.infer<typeof membershipSchema> {
  roles: Role[];
}

export type Me = Omit<z.infer<typeof meSchema>, 'organizations'> & { roles: Role[]; organizations: Membership[] };

/** A MeResponse body (`GET /api/me`, `PUT /api/profile`) with the role maps also as role lists. */
export function meFrom(body: z.output<typeof meSchema>): Me {
  return { ...body, roles: rolesOf(body.role), organizations: body.organizations.map((org) => ({ ...org, roles: rolesOf(org.role) })) };
}

export async function getMe(signal?: AbortSignal): Promise<Me> {
  return meFrom(await apiRequest(routeUrlPath(meRoute, {}), { method: meRoute.method, schema: meSchema, ...(signal ? { signal } : {}) }));
}

export const ME_QUERY_KEY = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

/** For screens whose loader already ensured the data (suspends otherwise). */
export function useMe() {
  return useSuspenseQuery(meQueryOptions());
}

/** For chrome that should render before the profile arrives (the header). */
export function useMeIfLoaded() {
  return useQuery(meQueryOptions());
}
