import { type ImportPlayerRow, importPlayersRoute } from '@pitchside/shared';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { useRosterChange } from './player-change';

/**
 * `POST /api/teams/{id}/players/import {players}` → `{ message: 'Players added successfully', added,
 * skipped: [{index, row, reason}], totalPlayers }` (spec §5: no team id, or a registrationId that exists: skipped).
 */
export async function importPlayers(orgId: string | undefined, teamId: string, players: ImportPlayerRow[]) {
  return callRoute(importPlayersRoute, { params: { teamId }, body: { players }, headers: organizationHeaders(orgId) });
}

export function useImportPlayers(orgId: string | undefined, teamId: string) {
  return useRosterChange(orgId, teamId, (players: ImportPlayerRow[]) => importPlayers(orgId, teamId, players));
}
