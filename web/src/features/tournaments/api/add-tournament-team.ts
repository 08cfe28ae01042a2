import { type CreateTournamentTeamInput, tournamentTeamChangeAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/**
 * `POST /api/tournaments/{id}/teams {team, club?, division, bracket?, age?, gender?, teamId?}` → 201
 * `{ message: 'Team added successfully', team }`; 409 'This team is in the tournament already' (spec §5's dedup).
 */
export async function addTournamentTeam(orgId: string | undefined, tournamentId: string, input: CreateTournamentTeamInput) {
  return api.post(tournamentPath(tournamentId, 'teams'), input, { schema: tournamentTeamChangeAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useAddTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateTournamentTeamInput) => addTournamentTeam(orgId, tournamentId, input));
}
