import { type CreateTeamInput, teamChangeAnswerSchema } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, organizationHeaders } from '../../../lib/api-client';
import { teamsKeys } from './team-keys';

/** `POST /api/teams {name, club?, age, gender, coachUid?}` (admin) → 201 `{ message: 'Team added successfully', team }`. */
export async function createTeam(orgId: string | undefined, input: CreateTeamInput) {
  return api.post('/teams', input, { schema: teamChangeAnswerSchema, headers: organizationHeaders(orgId) });
}

export function useCreateTeam(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => createTeam(orgId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsKeys.list(orgId) }),
  });
}
