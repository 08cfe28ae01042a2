import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleView } from '@pitchside/shared';
import { useOnScheduleChanged } from '../schedule-change-context';
import { scheduleKeys } from '../../../api/scheduling/schedule-keys';

/**
 * A change to one tournament's schedule: the board (and the versions) are fetched again afterwards. An
 * answer that carries the new board is put in the cache at once, so a drop lands without a flicker.
 */
export function useScheduleChange<Input, Result>(
  orgId: string | undefined,
  tournamentId: string,
  change: (input: Input) => Promise<Result>,
  boardOf: (result: Result) => ScheduleView | undefined = () => undefined,
) {
  const queryClient = useQueryClient();
  const changed = useOnScheduleChanged();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      const board = boardOf(result);
      if (board) queryClient.setQueryData(scheduleKeys.view(orgId, tournamentId), board);
      changed();
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.tournament(orgId, tournamentId) });
    },
  });
}
