import { updatePlayerAnswerSchema, type UpdatePlayerInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { useRosterChange } from './player-change';
import { teamPath } from './team-keys';

/** `PUT /api/teams/{id}/players/{playerId}` (`null` clears a field) → `{ message: 'Player updated successfully', player }`. */
export async function updatePlayer(orgId: string | undefined, teamId: string, playerId: string, input: UpdatePlayerInput) {
  return api.put(teamPath(teamId, 'players', playerId), input, { schema: updatePlayerAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useUpdatePlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, ({ playerId, input }: { playerId: string; input: UpdatePlayerInput }) => updatePlayer(orgId, teamId, playerId, input));
}
