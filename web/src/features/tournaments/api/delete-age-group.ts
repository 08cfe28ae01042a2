import { deleteAgeGroupRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/age-groups/{age}` → `{ message: 'Removed successfully' }`. */
export async function deleteAgeGroup(orgId: string | undefined, tournamentId: string, age: string) {
  return callRoute(deleteAgeGroupRoute, { params: { tournamentId, ageGroup: age }, headers: organizationHeaders(orgId) });
}

export function useDeleteAgeGroup(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (age: string) => deleteAgeGroup(orgId, tournamentId, age));
}
