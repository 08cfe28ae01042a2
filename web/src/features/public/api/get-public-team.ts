import { type PublicTeamPage, publicTeamRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';
import { keepNewer, keepNewerTeamPage } from '../live/keep-newest';
import { PUBLIC_READ, publicKeys, type LiveQueryOptions } from './public-keys';

/** `GET /api/public/tournaments/{id}/teams/{teamKey}` → the team, its table row and its matches. */
export async function getPublicTeam(tournamentId: string, teamKey: string, signal?: AbortSignal): Promise<PublicTeamPage> {
  return callRoute(publicTeamRoute, { params: { tournamentId, teamKey }, ...PUBLIC_READ, ...(signal ? { signal } : {}) });
}

export const publicTeamQueryOptions = (tournamentId: string, teamKey: string) =>
  queryOptions({ queryKey: publicKeys.team(tournamentId, teamKey), queryFn: ({ signal }) => getPublicTeam(tournamentId, teamKey, signal), structuralSharing: keepNewer(keepNewerTeamPage) });

export function usePublicTeam(tournamentId: string, teamKey: string, options: LiveQueryOptions = {}) {
  return useQuery({ ...publicTeamQueryOptions(tournamentId, teamKey), ...options });
}
