import { messageAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/teams/{teamKey}` → `{ message: 'Team deleted successfully' }`. */
export async function deleteTournamentTeam(orgId: string | undefined, tournamentId: string, teamKey: string) {
  return api.delete(tournamentPath(tournamentId, 'teams', teamKey), { schema: messageAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useDeleteTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (teamKey: string) => deleteTournamentTeam(orgId, tournamentId, teamKey));
}
