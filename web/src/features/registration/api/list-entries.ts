import { listEntriesRoute, type EntryList, type EntryStatus } from '@pitchside/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { registrationKeys } from '../registration-keys';

/** `GET …/registration/divisions/{divisionId}/entries?cursor&status` → a page of 200 teams in arrival order, waiting positions set. */
export async function listEntries(
  orgId: string | undefined,
  tournamentId: string,
  divisionId: string,
  query: { cursor?: string | undefined; status?: EntryStatus | undefined },
  signal?: AbortSignal,
): Promise<EntryList> {
  return callRoute(listEntriesRoute, {
    params: { tournamentId, divisionId },
    query: { ...(query.cursor ? { cursor: query.cursor } : {}), ...(query.status ? { status: query.status } : {}) },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
}

/** A division's teams a page at a time: the next page is asked for with the cursor of the last (2,000 teams are ten pages). */
export const entriesQueryOptions = (orgId: string | undefined, tournamentId: string, divisionId: string, status: EntryStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: registrationKeys.entries(orgId, tournamentId, divisionId, status),
    queryFn: ({ pageParam, signal }) => listEntries(orgId, tournamentId, divisionId, { cursor: pageParam, status }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export function useEntries(orgId: string | undefined, tournamentId: string, divisionId: string | undefined, status: EntryStatus | undefined) {
  return useInfiniteQuery({ ...entriesQueryOptions(orgId, tournamentId, divisionId ?? '', status), enabled: Boolean(divisionId) });
}
