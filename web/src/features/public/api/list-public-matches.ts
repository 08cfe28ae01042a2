import { type PublicMatch, publicMatchesRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { keepNewer, keepNewerMatches } from '../live/keep-newest';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/** `GET /api/public/tournaments/{id}/matches?division=` → the tournament's (or one division's) matches. */
export async function listPublicMatches(tournamentId: string, division: string | undefined, signal?: AbortSignal): Promise<PublicMatch[]> {
  const body = await callRoute(publicMatchesRoute, {
    params: { tournamentId },
    ...PUBLIC_READ,
    query: { division: division || undefined },
    ...(signal ? { signal } : {}),
  });
  return body.matches;
}

export const publicMatchesQueryOptions = (tournamentId: string, division?: string) =>
  queryOptions({ queryKey: publicKeys.matches(tournamentId, division), queryFn: ({ signal }) => listPublicMatches(tournamentId, division, signal), structuralSharing: keepNewer(keepNewerMatches) });

export function usePublicMatches(tournamentId: string, division: string | undefined, options: LiveQueryOptions = {}) {
  return useQuery({ ...publicMatchesQueryOptions(tournamentId, division), ...options });
}
