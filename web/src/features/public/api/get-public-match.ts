import { type PublicMatch, publicMatchRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { keepNewer, newerMatch } from '../live/keep-newest';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/** `GET /api/public/tournaments/{id}/matches/{matchId}` → one match (404 when unknown). */
export async function getPublicMatch(tournamentId: string, matchId: string, signal?: AbortSignal): Promise<PublicMatch> {
  return callRoute(publicMatchRoute, { params: { tournamentId, matchId }, ...PUBLIC_READ, ...(signal ? { signal } : {}) });
}

export const publicMatchQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({ queryKey: publicKeys.match(tournamentId, matchId), queryFn: ({ signal }) => getPublicMatch(tournamentId, matchId, signal), structuralSharing: keepNewer(newerMatch) });

export function usePublicMatch(tournamentId: string, matchId: string, options: LiveQueryOptions = {}) {
  return useQuery({ ...publicMatchQueryOptions(tournamentId, matchId), ...options });
}
