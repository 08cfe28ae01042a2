import { type CreatePlayerInput, addPlayerRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRosterChange } from './player-change';

/**
 * `POST /api/teams/{id}/players {name, registrationId?, jerseyNumber?, position?, dateOfBirth?}` → 201
 * `{ message: 'Player added successfully', player, totalPlayers }`; 409 when the registrationId is taken.
 */
export async function addPlayer(orgId: string | undefined, teamId: string, input: CreatePlayerInput) {
  return callRoute(addPlayerRoute, { params: { teamId }, body: input, headers: organizationHeaders(orgId) });
}

export function useAddPlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (input: CreatePlayerInput) => addPlayer(orgId, teamId, input));
}
