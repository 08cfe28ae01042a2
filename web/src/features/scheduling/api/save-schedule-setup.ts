import type { ScheduleSetupInput } from '@pitchside/shared';
import { saveScheduleSetup } from '../../../api/scheduling/schedule-requests';
import { useScheduleChange } from './use-schedule-change';

export function useSaveScheduleSetup(orgId: string | undefined, tournamentId: string) {
  return useScheduleChange(orgId, tournamentId, (input: ScheduleSetupInput) => saveScheduleSetup(orgId, tournamentId, input));
}
