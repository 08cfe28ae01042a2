import { type PlayerSummary, rosterAnswerSchema, type TeamSummary } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { teamPath, teamsKeys } from './team-keys';

export interface Roster {
  team: TeamSummary;
  players: PlayerSummary[];
}

/**
 * `GET /api/teams/{id}/players` → `{ team, players }` (players by jersey number, then name). 404 'Team
 * document does not exist.' for a team the caller may not see (a coach: any team not theirs).
 */
export async function getRoster(orgId: string | undefined, teamId: string, signal?: AbortSignal): Promise<Roster> {
  return api.get(teamPath(teamId, 'players'), { schema: rosterAnswerSchema, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const rosterQueryOptions = (orgId: string | undefined, teamId: string) => queryOptions({ queryKey: teamsKeys.roster(orgId, teamId), queryFn: ({ signal }) => getRoster(orgId, teamId, signal) });

export function useRoster(orgId: string | undefined, teamId: string) {
  return useQuery(rosterQueryOptions(orgId, teamId));
}
