import { deleteBracketRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/brackets/{bracketId}` → `{ message }`; 409 `in_use` while it has teams. */
export async function deleteBracket(orgId: string | undefined, tournamentId: string, bracketId: string) {
  return callRoute(deleteBracketRoute, { params: { tournamentId, bracketId }, headers: organizationHeaders(orgId) });
}

export function useDeleteBracket(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (bracketId: string) => deleteBracket(orgId, tournamentId, bracketId));
}
