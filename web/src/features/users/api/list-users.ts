import { listUsersRoute, type Role } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { memberFrom, usersKeys } from './user-summary';

export interface UsersFilter {
  search?: string | undefined;
  role?: Role | undefined;
}

/** `GET /api/users?search=&role=` (admin; `x-pitchside-org`) → `{ message: 'Users fetched successfully', users }`. */
export async function listUsers(orgId: string | undefined, filter: UsersFilter, signal?: AbortSignal) {
  const body = await callRoute(listUsersRoute, {
    query: { search: filter.search || undefined, role: filter.role },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
  return { ...body, users: body.users.map(memberFrom) };
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
