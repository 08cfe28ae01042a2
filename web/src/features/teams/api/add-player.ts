import { addPlayerAnswerSchema, type CreatePlayerInput } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { useRosterChange } from './player-change';
import { teamPath } from './team-keys';

/**
 * `POST /api/teams/{id}/players {name, registrationId?, jerseyNumber?, position?, dateOfBirth?}` → 201
 * `{ message: 'Player added successfully', player, totalPlayers }`; 409 when the registrationId is taken.
 */
export async function addPlayer(orgId: string | undefined, teamId: string, input: CreatePlayerInput) {
  return api.post(teamPath(teamId, 'players'), input, { schema: addPlayerAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useAddPlayer(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (input: CreatePlayerInput) => addPlayer(orgId, teamId, input));
}
