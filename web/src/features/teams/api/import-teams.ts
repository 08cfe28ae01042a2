import { type ImportTeamRow, importTeamsRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

/**
 * `POST /api/teams/import {teams: [{row, id?, name, club?, age, gender, coachUid?}]}` (admin) →
 * `{ message: 'Teams imported successfully', added, skipped: [{index, row, reason}] }` (spec §5: a team
 * whose id exists is skipped).
 */
export async function importTeams(orgId: string | undefined, teams: ImportTeamRow[]) {
  return callRoute(importTeamsRoute, { body: { teams }, headers: organizationHeaders(orgId) });
}

export function useImportTeams(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teams: ImportTeamRow[]) => importTeams(orgId, teams),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKeys.list(orgId) }),
  });
}
