import { messageAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/age-groups/{age}` → `{ message: 'Removed successfully' }`. */
export async function deleteAgeGroup(orgId: string | undefined, tournamentId: string, age: string) {
  return api.delete(tournamentPath(tournamentId, 'age-groups', age), { schema: messageAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useDeleteAgeGroup(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (age: string) => deleteAgeGroup(orgId, tournamentId, age));
}
