import { listTournamentMatchesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';
import { tournamentsKeys } from './tournament-keys';

/** `GET /api/tournaments/{id}/matches?division=` → `{ matches }` (the fixtures; the live detail is the matches screens'). */
export async function listTournamentMatches(orgId: string | undefined, tournamentId: string, division: string | undefined, signal?: AbortSignal) {
  const body = await callRoute(listTournamentMatchesRoute, {
    params: { tournamentId },
    query: { division: division || undefined },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
  return body.matches;
}

export const tournamentMatchesQueryOptions = (orgId: string | undefined, tournamentId: string, division: string | undefined) =>
  queryOptions({
    queryKey: tournamentsKeys.matches(orgId, tournamentId, division),
    queryFn: ({ signal }) => listTournamentMatches(orgId, tournamentId, division, signal),
  });

/** Keeps the previous division's list on screen while another one loads. */
export function useTournamentMatches(orgId: string | undefined, tournamentId: string, division: string | undefined) {
  return useQuery({ ...tournamentMatchesQueryOptions(orgId, tournamentId, division), placeholderData: (previous) => previous });
}
