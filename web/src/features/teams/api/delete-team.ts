import { deleteTeamRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

/** `DELETE /api/teams/{id}` (admin) → `{ message: 'Team deleted successfully' }`: the team and its roster. */
export async function deleteTeam(orgId: string | undefined, teamId: string) {
  return callRoute(deleteTeamRoute, { params: { teamId }, headers: organizationHeaders(orgId) });
}

export function useDeleteTeam(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => deleteTeam(orgId, teamId),
    onSuccess: (_, teamId) => {
      queryClient.removeQueries({ queryKey: teamsKeys.roster(orgId, teamId) });
      return queryClient.invalidateQueries({ queryKey: teamsKeys.list(orgId) });
    },
  });
}
