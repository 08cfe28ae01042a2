import { unlinkTournamentAdminRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/admins/{uid}` (admin) → `{ message: 'Tournament admin removed' }`. */
export async function unlinkTournamentAdmin(orgId: string | undefined, tournamentId: string, uid: string) {
  return callRoute(unlinkTournamentAdminRoute, { params: { tournamentId, uid }, headers: organizationHeaders(orgId) });
}

export function useUnlinkTournamentAdmin(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (uid: string) => unlinkTournamentAdmin(orgId, tournamentId, uid));
}
