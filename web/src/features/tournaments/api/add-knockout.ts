import type { ScheduleSetup, ScheduleSetupInput, ScheduleView } from '@pitchside/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateSchedule, saveScheduleSetup } from '../../../api/scheduling/schedule-requests';
import { scheduleKeys } from '../../../api/scheduling/schedule-keys';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/**
 * A knockout is part of the schedule: the division's format in the setup becomes groups → knockout
 * (`PUT …/schedule/setup`), then the schedule is generated (`POST …/schedule/generate`), which places the
 * knockout rounds after the division's group stage. Every match already there (imported, added by hand,
 * generated, played) stays where it is: only what is missing — the knockout — is placed around them.
 */
export async function addKnockout(orgId: string | undefined, tournamentId: string, setup: ScheduleSetupInput): Promise<{ setup: ScheduleSetup; view: ScheduleView }> {
  const saved = await saveScheduleSetup(orgId, tournamentId, setup);
  const view = await generateSchedule(orgId, tournamentId, { keepLocked: true, existing: 'keep' });
  return { setup: saved, view };
}

export function useAddKnockout(orgId: string | undefined, tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: ScheduleSetupInput) => addKnockout(orgId, tournamentId, setup),
    // The setup may be saved even when generating fails: both the schedule and the tournament are read again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.tournament(orgId, tournamentId) }),
        queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) }),
      ]),
  });
}
