import { type UpdatePlayerInput, updatePlayerRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRosterChange } from './player-change';

/** `PUT /api/teams/{id}/players/{playerId}` (`null` clears a field) → `{ message: 'Player updated successfully', player }`. */
export async function updatePlayer(orgId: string | undefined, teamId: string, playerId: string, input: UpdatePlayerInput) {
  return callRoute(updatePlayerRoute, { params: { teamId, playerId }, body: input, headers: organizationHeaders(orgId) });
}

export function useUpdatePlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, ({ playerId, input }: { playerId: string; input: UpdatePlayerInput }) => updatePlayer(orgId, teamId, playerId, input));
}
