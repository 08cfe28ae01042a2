import { ClockCircleOutlined } from '@ant-design/icons';
import type { BoardMatch, Pitch } from '@pitchside/shared';
import { Button } from 'antd';
import { useIntl } from 'react-intl';

/** How late a pitch is now: the largest delay among its matches still to play that day (0 on time). */
export function pitchDelay(pitchId: string, matches: readonly BoardMatch[]): number {
  return Math.max(0, ...matches.filter((match) => match.pitchId === pitchId && !match.played).map((match) => match.delayMinutes ?? 0));
}

/** The one tap on a pitch's column head: "Running late" (or "+20 min late" while it is). */
export function RunningLateButton({ pitch, matches, onClick }: { pitch: Pitch; matches: readonly BoardMatch[]; onClick: () => void }) {
  const intl = useIntl();
  const late = pitchDelay(pitch.id, matches);
  const stillToPlay = matches.some((match) => match.pitchId === pitch.id && !match.played);
  if (!stillToPlay) return null;
  return (
    <Button
      size="small"
      className={`ps-grid__late${late > 0 ? ' ps-grid__late--on' : ''}`}
      icon={<ClockCircleOutlined aria-hidden />}
      onClick={onClick}
      aria-label={intl.formatMessage({ id: late > 0 ? 'delay.pitchLateLabel' : 'delay.pitchOnTimeLabel' }, { pitch: pitch.name, minutes: late })}
    >
      {late > 0 ? intl.formatMessage({ id: 'delay.pitchLate' }, { minutes: late }) : intl.formatMessage({ id: 'delay.runningLate' })}
    </Button>
  );
}
