import { publicTournamentsRoute, type PublicTournamentSummary } from '@pitchside/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { PUBLIC_READ, publicKeys } from './public-keys';

/** `GET /api/public/tournaments?search=` → published tournaments (running, then upcoming, then finished). */
export async function listPublicTournaments(search: string | undefined, signal?: AbortSignal): Promise<PublicTournamentSummary[]> {
  const body = await callRoute(publicTournamentsRoute, {
    ...PUBLIC_READ,
    query: { search: search || undefined },
    ...(signal ? { signal } : {}),
  });
  return body.tournaments;
}

export const publicTournamentsQueryOptions = (search: string | undefined) =>
  queryOptions({
    queryKey: publicKeys.list(search),
    queryFn: ({ signal }) => listPublicTournaments(search, signal),
    staleTime: 60_000,
  });

/** Keeps the previous results on screen while a new search loads (no flash of an empty list). */
export function usePublicTournaments(search: string | undefined) {
  return useQuery({ ...publicTournamentsQueryOptions(search), placeholderData: keepPreviousData });
}
