import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsKeys } from './team-keys';

/** A roster change: the roster (and totalPlayers in the team list) is fetched again afterwards. */
export function useRosterChange<Input, Result>(orgId: string | undefined, teamId: string, change: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: teamsKeys.roster(orgId, teamId) }), queryClient.invalidateQueries({ queryKey: teamsKeys.list(orgId) })]),
  });
}
