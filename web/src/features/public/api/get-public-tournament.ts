import { type PublicTournament, publicTournamentRoute } from '@pitchside/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { keepNewer, keepNewerTables } from '../live/keep-newest';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/**
 * `GET /api/public/tournaments/{id}` → the tournament, its durations, divisions, brackets and tables.
 * A draft or unknown tournament answers 404 'Tournament not found'.
 */
export async function getPublicTournament(tournamentId: string, signal?: AbortSignal): Promise<PublicTournament> {
  return callRoute(publicTournamentRoute, { params: { tournamentId }, ...PUBLIC_READ, ...(signal ? { signal } : {}) });
}

export const publicTournamentQueryOptions = (tournamentId: string) =>
  queryOptions({ queryKey: publicKeys.detail(tournamentId), queryFn: ({ signal }) => getPublicTournament(tournamentId, signal), structuralSharing: keepNewer(keepNewerTables) });

/** For pages whose route loader already read the tournament (suspends otherwise). */
export function usePublicTournament(tournamentId: string, options: LiveQueryOptions = {}) {
  return useSuspenseQuery({ ...publicTournamentQueryOptions(tournamentId), ...options });
}
