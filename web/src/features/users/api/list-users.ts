import type { Role } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { userSummarySchema, usersKeys } from './user-summary';

const listSchema = z.object({ message: z.string(), users: z.array(userSummarySchema) });

export interface UsersFilter {
  search?: string | undefined;
  role?: Role | undefined;
}

/** `GET /api/users?search=&role=` (admin; `x-pitchside-org`) → `{ message: 'Users fetched successfully', users }`. */
export async function listUsers(orgId: string | undefined, filter: UsersFilter, signal?: AbortSignal) {
  return api.get('/users', {
    query: { search: filter.search || undefined, role: filter.role },
    headers: organizationHeaders(orgId),
    schema: listSchema,
    ...(signal ? { signal } : {}),
  });
}

export const usersQueryOptions = (orgId: string | undefined, filter: UsersFilter) =>
  queryOptions({
    queryKey: [...usersKeys.ofOrganization(orgId), { search: filter.search ?? '', role: filter.role ?? null }],
    queryFn: ({ signal }) => listUsers(orgId, filter, signal),
  });

/** Keeps the list on screen while a new search or filter of the same organization loads (never another's). */
export function useUsers(orgId: string | undefined, filter: UsersFilter) {
  const organization = usersKeys.ofOrganization(orgId)[1];
  return useQuery({
    ...usersQueryOptions(orgId, filter),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === organization ? previous : undefined),
  });
}
