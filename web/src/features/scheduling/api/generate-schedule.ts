import type { GenerateScheduleInput } from '@pitchside/shared';
import { generateSchedule } from '../../../api/scheduling/schedule-requests';
import { useScheduleChange } from './use-schedule-change';

export function useGenerateSchedule(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(
    orgId,
    tournamentId,
    (input: GenerateScheduleInput) => generateSchedule(orgId, tournamentId, input),
    (view) => view,
  );
}
