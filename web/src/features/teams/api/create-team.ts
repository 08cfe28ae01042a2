import { type CreateTeamInput, createTeamRoute } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { teamsKeys } from './team-keys';

/** `POST /api/teams {name, club?, age, gender, coachUid?}` (admin) → 201 `{ message: 'Team added successfully', team }`. */
export async function createTeam(orgId: string | undefined, input: CreateTeamInput) {
  return callRoute(createTeamRoute, { body: input, headers: organizationHeaders(orgId) });
}

export function useCreateTeam(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => createTeam(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKeys.list(orgId) }),
  });
}
