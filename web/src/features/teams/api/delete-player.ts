import { deletePlayerRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRosterChange } from './player-change';

/** `DELETE /api/teams/{id}/players/{playerId}` → `{ message: 'Player deleted successfully', totalPlayers }`. */
export async function deletePlayer(orgId: string | undefined, teamId: string, playerId: string) {
  return callRoute(deletePlayerRoute, { params: { teamId, playerId }, headers: organizationHeaders(orgId) });
}

export function useDeletePlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (playerId: string) => deletePlayer(orgId, teamId, playerId));
}
