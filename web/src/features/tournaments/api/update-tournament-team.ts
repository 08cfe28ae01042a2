import { type UpdateTournamentTeamInput, updateTournamentTeamRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `PUT /api/tournaments/{id}/teams/{teamKey}` (division, bracket, age, gender, linked team) → `{ message, team }`. */
export async function updateTournamentTeam(orgId: string | undefined, tournamentId: string, teamKey: string, input: UpdateTournamentTeamInput) {
  return callRoute(updateTournamentTeamRoute, { params: { tournamentId, teamKey }, body: input, headers: organizationHeaders(orgId) });
}

export function useUpdateTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, ({ teamKey, input }: { teamKey: string; input: UpdateTournamentTeamInput }) => updateTournamentTeam(orgId, tournamentId, teamKey, input));
}
