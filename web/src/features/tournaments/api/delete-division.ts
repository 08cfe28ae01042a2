import { deleteDivisionRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/divisions/{divisionId}` → `{ message }`; 409 `in_use` while teams, brackets or matches use it. */
export async function deleteDivision(orgId: string | undefined, tournamentId: string, divisionId: string) {
  return callRoute(deleteDivisionRoute, { params: { tournamentId, divisionId }, headers: organizationHeaders(orgId) });
}

export function useDeleteDivision(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (divisionId: string) => deleteDivision(orgId, tournamentId, divisionId));
}
