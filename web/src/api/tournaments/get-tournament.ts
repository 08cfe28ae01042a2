import { tournamentAnswerSchema, type TournamentDetail } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../lib/api-client';
import { tournamentsKeys } from './tournament-keys';

/**
 * `GET /api/tournaments/{id}` → `{ tournament }`: settings, structure (age groups, divisions, brackets,
 * teams), counts and what the caller may do. 404 'Tournament not found' when it is missing or not theirs.
 */
export async function getTournament(orgId: string | undefined, tournamentId: string, signal?: AbortSignal): Promise<TournamentDetail> {
  const body = await api.get(`/tournaments/${encodeURIComponent(tournamentId)}`, {
    schema: tournamentAnswerSchema,
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
