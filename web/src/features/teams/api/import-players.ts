import { type ImportPlayerRow, importPlayersResultSchema } from '@pitchside/shared';
import { api, organizationHeaders } from '../../../lib/api-client';
import { useRosterChange } from './player-change';
import { teamPath } from './team-keys';

/**
 * `POST /api/teams/{id}/players/import {players}` → `{ message: 'Players added successfully', added,
 * skipped: [{index, row, reason}], totalPlayers }` (spec §5: no team id, or a registrationId that exists: skipped).
 */
export async function importPlayers(orgId: string | undefined, teamId: string, players: ImportPlayerRow[]) {
  return api.post(teamPath(teamId, 'players', 'import'), { players }, { schema: importPlayersResultSchema, headers: organizationHeaders(orgId) });
}

export function useImportPlayers(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (players: ImportPlayerRow[]) => importPlayers(orgId, teamId, players));
}
