import { type PlayerSummary, type TeamSummary, listPlayersRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

export interface Roster {
  team: TeamSummary;
  players: PlayerSummary[];
}

/**
 * `GET /api/teams/{id}/players` → `{ team, players }` (players by jersey number, then name). 404 'Team
 * document does not exist.' for a team the caller may not see (a coach: any team not theirs).
 */
export async function getRoster(orgId: string | undefined, teamId: string, signal?: AbortSignal): Promise<Roster> {
  return callRoute(listPlayersRoute, { params: { teamId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const rosterQueryOptions = (orgId: string | undefined, teamId: string) => queryOptions({ queryKey: teamsKeys.roster(orgId, teamId), queryFn: ({ signal }) => getRoster(orgId, teamId, signal) });

export function useRoster(orgId: string | undefined, teamId: string) {
  return useQuery(rosterQueryOptions(orgId, teamId));
}
