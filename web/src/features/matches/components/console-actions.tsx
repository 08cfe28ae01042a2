import { CaretRightFilled, PauseOutlined, PlusOutlined } from '@ant-design/icons';
import type { MatchEvent, MatchView, TeamType } from '@pitchside/shared';
import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { newEvent } from '../console/new-event';
import { MatchDelayButton } from './match-delay-button';

interface ConsoleActionsProps {
  match: MatchView;
  notStarted: boolean;
  live: boolean;
  paused: boolean;
  completed: boolean;
  /** A level knockout match without a shoot-out: completing is refused, extra time and penalties are offered. */
  needsWinner: boolean;
  extraTimeStarted: boolean;
  /** Every tap has reached the server. */
  saved: boolean;
  teamName: (side: TeamType) => string;
  onRecord: (event: MatchEvent) => void;
  onGoal: (side: TeamType) => void;
  onCard: () => void;
  onComplete: () => void;
  onPenalties: () => void;
}

/** The referee's buttons at the bottom of the console, within thumb reach; which ones show follows the match's state. */
export function ConsoleActions(props: ConsoleActionsProps) {
  const { match, notStarted, live, paused, completed, needsWinner, extraTimeStarted, saved, teamName, onRecord, onGoal, onCard, onComplete, onPenalties } = props;
  const intl = useIntl();
  return (
    <nav className="pm-console__actions" aria-label={intl.formatMessage({ id: 'console.refereeActions' })}>
      {notStarted && (
        <Button type="primary" size="large" block className="pm-action pm-action--start" icon={<CaretRightFilled aria-hidden />} onClick={() => onRecord(newEvent('start', {}))}>
          {intl.formatMessage({ id: 'console.startMatch' })}
        </Button>
      )}
      {notStarted && <MatchDelayButton match={match} />}
      {live && (
        <>
          <div className="pm-console__row">
            {(['home', 'away'] as const).map((side) => (
              <Button key={side} size="large" className="pm-action pm-action--goal" aria-label={intl.formatMessage({ id: 'console.goalTeam' }, { team: teamName(side) })} onClick={() => onGoal(side)}>
                <PlusOutlined aria-hidden />
                <span className="pm-action__label">
                  <span>{intl.formatMessage({ id: 'match.goal' })}</span>
                  <span className="pm-action__team">{teamName(side)}</span>
                </span>
              </Button>
            ))}
          </div>
          <div className="pm-console__row pm-console__row--three">
            <Button size="large" className="pm-action pm-action--card" onClick={onCard}>
              <span className="pm-card-chip pm-card-chip--yellow" aria-hidden /> {intl.formatMessage({ id: 'card.card' })}
            </Button>
            {paused ? (
              <Button size="large" className="pm-action pm-action--resume" icon={<CaretRightFilled aria-hidden />} onClick={() => onRecord(newEvent('resume', {}))}>
                {intl.formatMessage({ id: 'console.resume' })}
              </Button>
            ) : (
              <Button size="large" className="pm-action pm-action--pause" icon={<PauseOutlined aria-hidden />} onClick={() => onRecord(newEvent('pause', {}))}>
                {intl.formatMessage({ id: 'console.pause' })}
              </Button>
            )}
            <Button size="large" className="pm-action pm-action--complete" disabled={needsWinner} onClick={onComplete}>
              {intl.formatMessage({ id: 'console.complete' })}
            </Button>
          </div>
          {needsWinner && (
            <div className="pm-console__row">
              <Button size="large" className="pm-action pm-action--knockout" disabled={extraTimeStarted} onClick={() => onRecord(newEvent('extra-time', {}))}>
                {intl.formatMessage({ id: extraTimeStarted ? 'console.extraTimeOn' : 'clock.extraTime' })}
              </Button>
              <Button size="large" className="pm-action pm-action--knockout" onClick={onPenalties}>
                {intl.formatMessage({ id: 'console.penalties' })}
              </Button>
            </div>
          )}
        </>
      )}
      {completed && <p className="pm-console__done">{intl.formatMessage({ id: saved ? 'console.doneSaved' : 'console.doneSaving' })}</p>}
    </nav>
  );
}
