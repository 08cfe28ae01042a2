import { matchClock, type MatchDurations, type PublicMatch } from '@pitchside/shared';
import { useNow } from '../use-now';
import { useIntl, type IntlShape } from 'react-intl';

export interface ClockReading {
  /** Short: `23'`, `HT`, `FT`. */
  short: string;
  /** The clock as mm:ss (play time since kick-off, pauses excluded). */
  elapsed: string;
  /** For people: 'First half, 23rd minute', 'Half-time', 'Paused'. */
  period: string;
  running: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Where a live match stands at `now`, measured the way the referee's console does (shared `matchClock`). */
export function readClock(intl: IntlShape, match: PublicMatch, durations: Partial<MatchDurations> | undefined, now: number): ClockReading {
  const t = (id: string) => intl.formatMessage({ id });
  // The public shape says only whether extra time started; the clock needs no more than that past full time.
  const extraTimeStartedAt = match.knockout?.extraTime ? match.startedAt : null;
  const clock = matchClock({ status: match.status, startedAt: match.startedAt, pausedAt: match.pausedAt, previousPauseTime: match.previousPauseTime, extraTimeStartedAt }, now, durations);
  const elapsed = `${pad(Math.floor(clock.elapsedSeconds / 60))}:${pad(clock.elapsedSeconds % 60)}`;
  if (match.class === 'completed') return { short: t('match.fullTimeShort'), elapsed, period: t('clock.fullTime'), running: false };
  if (match.status === 'paused') return { short: `${clock.minute}'`, elapsed, period: t('clock.paused'), running: false };
  switch (clock.period) {
    case 'first_half':
      return { short: `${clock.minute}'`, elapsed, period: t('clock.firstHalf'), running: clock.running };
    case 'half_time':
      return { short: t('clock.halfTimeShort'), elapsed, period: t('clock.halfTime'), running: clock.running };
    case 'second_half':
      return { short: `${clock.minute}'`, elapsed, period: t('clock.secondHalf'), running: clock.running };
    case 'full_time':
      return { short: t('match.fullTimeShort'), elapsed, period: t('clock.fullTime'), running: false };
    case 'extra_time':
      return { short: `${clock.minute}'`, elapsed, period: t('clock.extraTime'), running: clock.running };
    default:
      return { short: '', elapsed, period: t('clock.notStarted'), running: false };
  }
}

/** The ticking clock of a live match: `23'` in lists, mm:ss and the period on the match page. */
export function LiveClock({ match, durations, large = false }: { match: PublicMatch; durations: Partial<MatchDurations> | undefined; large?: boolean }) {
  const live = match.class === 'live';
  const now = useNow(live && match.status !== 'paused');
  const intl = useIntl();
  const reading = readClock(intl, match, durations, now);
  if (large) {
    return (
      <span className="pub-clock pub-clock--large" data-running={reading.running}>
        <span className="pub-clock__time" role="timer" aria-label={intl.formatMessage({ id: 'clock.played' }, { period: reading.period, elapsed: reading.elapsed })}>
          {reading.elapsed}
        </span>
        <span className="pub-clock__period">{reading.period}</span>
      </span>
    );
  }
  return (
    <span className="pub-clock" data-running={reading.running}>
      <span className="pub-visually-hidden">{intl.formatMessage({ id: 'clock.minute' }, { period: reading.period })} </span>
      {reading.short}
    </span>
  );
}
