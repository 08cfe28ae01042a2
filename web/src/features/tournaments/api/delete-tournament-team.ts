import { deleteTournamentTeamRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/teams/{teamKey}` → `{ message: 'Team deleted successfully' }`. */
export async function deleteTournamentTeam(orgId: string | undefined, tournamentId: string, teamKey: string) {
  return callRoute(deleteTournamentTeamRoute, { params: { tournamentId, teamKey }, headers: organizationHeaders(orgId) });
}

export function useDeleteTournamentTeam(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (teamKey: string) => deleteTournamentTeam(orgId, tournamentId, teamKey));
}
