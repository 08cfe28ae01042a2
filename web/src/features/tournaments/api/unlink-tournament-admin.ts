import { messageAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { tournamentPath, useTournamentChange } from './tournament-change';

/** `DELETE /api/tournaments/{id}/admins/{uid}` (admin) → `{ message: 'Tournament admin removed' }`. */
export async function unlinkTournamentAdmin(orgId: string | undefined, tournamentId: string, uid: string) {
  return api.delete(tournamentPath(tournamentId, 'admins', uid), { schema: messageAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useUnlinkTournamentAdmin(orgId: string | undefined, tournamentId: string) {
  return useTournamentChange(orgId, tournamentId, (uid: string) => unlinkTournamentAdmin(orgId, tournamentId, uid));
}
