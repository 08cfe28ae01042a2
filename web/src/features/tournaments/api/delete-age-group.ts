import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/age-groups/{age}` → `{ message: 'Removed successfully' }`. */
export async function deleteAgeGroup(orgId: string | undefined, tournamentId: string, age: string) {
  return api.delete<{ message: string }>(tournamentPath(tournamentId, 'age-groups', age), { headers: organizationHeaders(orgId) });
}

export function useDeleteAgeGroup(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (age: string) => deleteAgeGroup(orgId, tournamentId, age));
}
