import { messageAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/brackets/{bracketId}` → `{ message }`; 409 `in_use` while it has teams. */
export async function deleteBracket(orgId: string | undefined, tournamentId: string, bracketId: string) {
  return api.delete(tournamentPath(tournamentId, 'brackets', bracketId), { schema: messageAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useDeleteBracket(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (bracketId: string) => deleteBracket(orgId, tournamentId, bracketId));
}
