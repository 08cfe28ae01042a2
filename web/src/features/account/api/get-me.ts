import { isRole, rolesOf, type Role, type RoleMap } from '@pitchside/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** `GET /api/me`: the signed-in user's profile. `role` is the spec's role map `{ admin: true }`. */
const meSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.record(z.string(), z.unknown()).transform((map): RoleMap => {
    const roles = Object.entries(map).flatMap(([name, on]) => (on === true && isRole(name) ? [name] : []));
    return Object.fromEntries(roles.map((name) => [name, true])) as RoleMap;
  }),
});

export type Me = z.infer<typeof meSchema> & { roles: Role[] };

export async function getMe(signal?: AbortSignal): Promise<Me> {
  const me = await api.get('/me', { schema: meSchema, ...(signal ? { signal } : {}) });
  return { ...me, roles: rolesOf(me.role) };
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
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
