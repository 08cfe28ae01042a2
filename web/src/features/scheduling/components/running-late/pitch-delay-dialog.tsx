import { useQueryClient } from '@tanstack/react-query';
import type { BoardMatch, Pitch } from '@pitchside/shared';
import { formatShortDay } from '../../../../lib/format';
import { scheduleKeys } from '../../../../api/scheduling/schedule-keys';
import { useOnScheduleChanged } from '../../schedule-change-context';
import { DelayDialog } from '../../../../components/running-late/delay-dialog';
import { pitchDelay } from './running-late-button';

/** The board's "running late" for one pitch on the day shown; the board and the tournament's matches are fetched again after. */
export function PitchDelayDialog({
  orgId,
  tournamentId,
  pitch,
  date,
  matches,
  onClose,
}: {
  orgId: string | undefined;
  tournamentId: string;
  pitch: Pitch | undefined;
  date: string;
  matches: readonly BoardMatch[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const changed = useOnScheduleChanged();
  return (
    <DelayDialog
      key={pitch ? `${pitch.id}-${date}` : 'closed'}
      orgId={orgId}
      tournamentId={tournamentId}
      target={pitch ? { kind: 'pitch', pitchId: pitch.id, date, name: `${pitch.name}, ${formatShortDay(date)}` } : undefined}
      currentMinutes={pitch ? pitchDelay(pitch.id, matches) : 0}
      onClose={onClose}
      onApplied={async () => {
        changed();
        await queryClient.invalidateQueries({ queryKey: scheduleKeys.tournament(orgId, tournamentId) });
      }}
    />
  );
}
