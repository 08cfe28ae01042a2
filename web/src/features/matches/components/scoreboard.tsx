import { formatKickOff, type MatchClock, type MatchView, type StoredMatchStatus } from '@pitchside/shared';
import { clockText, kickOffText, PERIOD_LABELS, STATUS_LABELS, STATUS_TONES } from '../format';
import { useIntl } from 'react-intl';

export interface ScoreboardProps {
  match: Pick<MatchView, 'homeTeam' | 'awayTeam' | 'homeClub' | 'awayClub' | 'division' | 'field' | 'date' | 'time' | 'delayMinutes'>;
  homeScore: number;
  awayScore: number;
  clock: MatchClock;
  /** The effective status (a match run past its full time shows completed). */
  status: StoredMatchStatus;
  /** Knockout: extra time was played, and the shoot-out's result. */
  extraTime?: boolean;
  penalties?: { home: number; away: number } | null;
}

/** Teams, the score in large type, the running clock with its period. */
export function Scoreboard({ match, homeScore, awayScore, clock, status, extraTime = false, penalties = null }: ScoreboardProps) {
  const intl = useIntl();
  const started = status !== '';
  return (
    <section className="pm-scoreboard" aria-label={intl.formatMessage({ id: 'console.score' })}>
      <p className="pm-scoreboard__meta">
        <span>{match.division}</span>
        {match.field && <span>{match.field}</span>}
        <span>{kickOffText(match.date, formatKickOff(match.time, match.delayMinutes))}</span>
      </p>
      <div className="pm-scoreboard__teams">
        <div className="pm-scoreboard__team">
          <span className="pm-scoreboard__side">{intl.formatMessage({ id: 'console.home' })}</span>
          <span className="pm-scoreboard__name">{match.homeTeam}</span>
        </div>
        <p className="pm-scoreboard__score" aria-label={intl.formatMessage({ id: 'console.scoreTo' }, { home: homeScore, away: awayScore })} data-testid="score">
          <span>{homeScore}</span>
          <span className="pm-scoreboard__dash" aria-hidden>
            –
          </span>
          <span>{awayScore}</span>
        </p>
        <div className="pm-scoreboard__team pm-scoreboard__team--away">
          <span className="pm-scoreboard__side">{intl.formatMessage({ id: 'console.away' })}</span>
          <span className="pm-scoreboard__name">{match.awayTeam}</span>
        </div>
      </div>
      {(extraTime || penalties) && (
        <p className="pm-scoreboard__knockout" data-testid="knockout-result">
          {extraTime && <span>{intl.formatMessage({ id: 'match.afterExtraTime' })}</span>}
          {penalties && <span>{intl.formatMessage({ id: 'match.onPenalties' }, { home: penalties.home, away: penalties.away })}</span>}
        </p>
      )}
      <div className="pm-scoreboard__clock">
        <span className={`pm-status pm-status--${STATUS_TONES[status]}`} data-testid="match-status">
          {intl.formatMessage({ id: STATUS_LABELS[status] })}
        </span>
        {started && (
          <>
            <span className="pm-scoreboard__time" role="timer" aria-label={intl.formatMessage({ id: 'console.matchClock' }, { clock: clockText(clock.elapsedSeconds) })}>
              {clockText(clock.elapsedSeconds)}
            </span>
            <span className="pm-scoreboard__period" data-testid="match-period">
              {intl.formatMessage({ id: status === 'completed' ? PERIOD_LABELS.full_time : PERIOD_LABELS[clock.period] })}
              {status !== 'completed' && clock.period !== 'full_time' && ` · ${clock.minute}'`}
            </span>
          </>
        )}
      </div>
    </section>
  );
}
