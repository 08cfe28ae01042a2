import { listEntriesRoute, type EntryList, type EntryStatus, type RegistrationEntryView } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

/** The first `pages` pages of a division's teams, as one list, and whether the server has more. */
export interface EntryPages {
  entries: RegistrationEntryView[];
  more: boolean;
}

/**
 * The first `pages` pages, read one after the other with each page's cursor. One query rather than
 * react-query's infinite query: that observer would join the vendor chunk every public page boots with.
 * After a decision the whole list is read again (positions in the waiting line move).
 */
export const entriesQueryOptions = (orgId: string | undefined, tournamentId: string, divisionId: string, status: EntryStatus | undefined, pages: number) => {
  const scope = registrationKeys.entries(orgId, tournamentId, divisionId, status);
  return queryOptions({
    queryKey: [...scope, pages] as const,
    queryFn: async ({ signal }): Promise<EntryPages> => {
      const entries: RegistrationEntryView[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < pages; page++) {
        const answer = await listEntries(orgId, tournamentId, divisionId, { cursor, status }, signal);
        entries.push(...answer.entries);
        cursor = answer.cursor ?? undefined;
        if (!cursor) break;
      }
      return { entries, more: Boolean(cursor) };
    },
    // Loading more keeps the rows on screen until the longer list arrives (not another division's rows).
    placeholderData: (previous, previousQuery) => (previousQuery && scope.every((part, index) => previousQuery.queryKey[index] === part) ? previous : undefined),
  });
};

/** A division's teams, 200 more at each `loadMore()`; another division or status starts again at one page. */
export function useEntries(orgId: string | undefined, tournamentId: string, divisionId: string | undefined, status: EntryStatus | undefined) {
  const [pages, setPages] = useState({ of: '', count: 1 });
  const scope = `${divisionId ?? ''}|${status ?? ''}`;
  const count = pages.of === scope ? pages.count : 1;
  const query = useQuery({ ...entriesQueryOptions(orgId, tournamentId, divisionId ?? '', status, count), enabled: Boolean(divisionId) });
  return { ...query, loadMore: () => setPages({ of: scope, count: count + 1 }), loadingMore: query.isPlaceholderData && query.isFetching };
}
