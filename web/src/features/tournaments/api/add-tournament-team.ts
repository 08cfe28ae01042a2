import { type CreateTournamentTeamInput, addTournamentTeamRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/**
 * `POST /api/tournaments/{id}/teams {team, club?, division, bracket?, age?, gender?, teamId?}` → 201
 * `{ message: 'Team added successfully', team }`; 409 'This team is in the tournament already' (spec §5's dedup).
 */
export async function addTournamentTeam(orgId: string | undefined, tournamentId: string, input: CreateTournamentTeamInput) {
  return callRoute(addTournamentTeamRoute, { params: { tournamentId }, body: input, headers: organizationHeaders(orgId) });
}

export function useAddTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (input: CreateTournamentTeamInput) => addTournamentTeam(orgId, tournamentId, input));
}
