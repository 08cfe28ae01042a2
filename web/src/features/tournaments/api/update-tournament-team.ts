import { tournamentTeamChangeAnswerSchema, type UpdateTournamentTeamInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `PUT /api/tournaments/{id}/teams/{teamKey}` (division, bracket, age, gender, linked team) → `{ message, team }`. */
export async function updateTournamentTeam(orgId: string | undefined, tournamentId: string, teamKey: string, input: UpdateTournamentTeamInput) {
  return api.put(tournamentPath(tournamentId, 'teams', teamKey), input, { schema: tournamentTeamChangeAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useUpdateTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, ({ teamKey, input }: { teamKey: string; input: UpdateTournamentTeamInput }) => updateTournamentTeam(orgId, tournamentId, teamKey, input));
}
