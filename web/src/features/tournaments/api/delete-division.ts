import { messageAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/divisions/{divisionId}` → `{ message }`; 409 `in_use` while teams, brackets or matches use it. */
export async function deleteDivision(orgId: string | undefined, tournamentId: string, divisionId: string) {
  return api.delete(tournamentPath(tournamentId, 'divisions', divisionId), { schema: messageAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useDeleteDivision(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (divisionId: string) => deleteDivision(orgId, tournamentId, divisionId));
}
