import { type UpdateTeamInput, updateTeamRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

/**
 * `PUT /api/teams/{id}` → `{ message, team }`. A coach edits their own team but never its coach (403);
 * 409 when someone else changed it just now.
 */
export async function updateTeam(orgId: string | undefined, teamId: string, input: UpdateTeamInput) {
  return callRoute(updateTeamRoute, { params: { teamId }, body: input, headers: organizationHeaders(orgId) });
}

export function useUpdateTeam(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, input }: { teamId: string; input: UpdateTeamInput }) => updateTeam(orgId, teamId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKeys.ofOrganization(orgId) }),
  });
}
