import { type TournamentDetail, getTournamentRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';
import { tournamentsKeys } from './tournament-keys';

/**
 * `GET /api/tournaments/{id}` → `{ tournament }`: settings, structure (age groups, divisions, brackets,
 * teams), counts and what the caller may do. 404 'Tournament not found' when it is missing or not theirs.
 */
export async function getTournament(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<TournamentDetail> {
  const body = await callRoute(getTournamentRoute, {
    params: { tournamentId },
    headers: organizationHeaders(orgId),
    ...(signal ? { signal } : {}),
  });
  return body.tournament;
}

export const tournamentQueryOptions = (orgId: string | undefined, tournamentId: string) =>
  queryOptions({ queryKey: tournamentsKeys.detail(orgId, tournamentId), queryFn: ({ signal }) => getTournament(orgId, tournamentId, signal) });

export function useTournament(orgId: string | undefined, tournamentId: string) {
  return useQuery(tournamentQueryOptions(orgId, tournamentId));
}
