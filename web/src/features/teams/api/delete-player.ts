import { deletePlayerAnswerSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { useRosterChange } from './player-change';
import { teamPath } from './team-keys';

/** `DELETE /api/teams/{id}/players/{playerId}` → `{ message: 'Player deleted successfully', totalPlayers }`. */
export async function deletePlayer(orgId: string | undefined, teamId: string, playerId: string) {
  return api.delete(teamPath(teamId, 'players', playerId), { schema: deletePlayerAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useDeletePlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (playerId: string) => deletePlayer(orgId, teamId, playerId));
}
