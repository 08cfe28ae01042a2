import { ArrowLeftOutlined, CaretRightFilled, PauseOutlined, PlusOutlined } from '@ant-design/icons';
import type { Goal, MatchView, TeamType } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { newEvent } from '../console/new-event';
import { useMatchConsole } from '../console/use-match-console';
import { useRosters } from '../use-rosters';
import { CardSheet, type CardInput } from './card-sheet';
import { GoalSheet } from './goal-sheet';
import { MatchDelayButton } from './match-delay-button';
import { MatchTimeline } from './match-timeline';
import { PenaltiesSheet } from './penalties-sheet';
import { playerFields, type PlayerChoice } from './player-choice';
import { Scoreboard } from './scoreboard';
import { SyncPill } from './sync-pill';

export interface RefereeConsoleProps {
  tournamentId: string;
  matchId: string;
  /** The latest read of the match (undefined while offline with only the phone's copy). */
  serverMatch: MatchView | undefined;
  /** What to show before anything else is known: the read, or the phone's stored copy. */
  initialMatch: MatchView;
}

/**
 * The referee console, for a phone held in one hand: the score and clock at the top, goals and cards in
 * the middle, the actions within thumb reach at the bottom. Every tap is an event stored on the phone and
 * shown at once; the queue sends it when it can (see console/match-sync.ts).
 */
export function RefereeConsole({ tournamentId, matchId, serverMatch, initialMatch }: RefereeConsoleProps) {
  const { message, modal } = App.useApp();
  const { sync, snapshot, base, local, clock, status, record } = useMatchConsole(tournamentId, matchId, serverMatch, initialMatch);
  const rosters = useRosters(tournamentId, matchId, true);
  const [goalFor, setGoalFor] = useState<{ side: TeamType; minute: number; at: Date } | undefined>();
  const [card, setCard] = useState<{ minute: number; at: Date } | undefined>();
  const [penalties, setPenalties] = useState(false);
  const state = local.state;
  useDocumentTitle(`${base.homeTeam} ${state.homeScore}–${state.awayScore} ${base.awayTeam}`);

  // The server's refusals, in its words ('Goal not found', 'Match has not started').
  useEffect(() => {
    if (snapshot.rejections.length === 0) return;
    for (const rejection of snapshot.rejections) void message.error({ content: rejection.message, key: rejection.eventId, duration: 6 });
    sync.dismissRejections(snapshot.rejections.map((rejection) => rejection.eventId));
  }, [snapshot.rejections, message, sync]);

  const notStarted = state.status === '';
  const completed = state.status === 'completed';
  const paused = state.status === 'paused';
  const live = !notStarted && !completed;
  const overTime = live && status === 'completed';
  const teamName = (side: TeamType) => (side === 'home' ? base.homeTeam : base.awayTeam);
  // Knockout: a level match goes to extra time and/or penalties; it cannot be completed without a winner.
  const knockout = base.stage === 'knockout';
  const shootOut = state.homePenalties != null && state.awayPenalties != null;
  const level = state.homeScore === state.awayScore;
  const needsWinner = knockout && level && !shootOut;

  const saveGoal = (choice: PlayerChoice) => {
    if (!goalFor) return;
    record(newEvent('goal', { teamType: goalFor.side, ...playerFields(choice, goalFor.side), matchTime: goalFor.minute }, goalFor.at));
    setGoalFor(undefined);
  };

  const saveCard = (input: CardInput) => {
    if (!card) return;
    record(newEvent('card', { teamType: input.teamType, cardType: input.cardType, minute: input.minute, ...playerFields(input.choice, input.teamType, { jerseyInName: true }) }, card.at));
    setCard(undefined);
  };

  const removeGoal = (goal: Goal, description: string) => {
    modal.confirm({
      title: `Remove the goal by ${description}?`,
      content: `${teamName(goal.teamType)} loses a goal: ${scoreAfterRemoving(goal.teamType)}.`,
      okText: `Remove goal by ${description}`,
      okButtonProps: { danger: true, size: 'large' },
      cancelText: 'Keep the goal',
      cancelButtonProps: { size: 'large' },
      centered: true,
      // Its buttons name the goal, so they stack full width on a phone rather than run off the dialog.
      className: 'pm-confirm',
      onOk: () => record(newEvent('goal-removed', { goalId: goal.id })),
    });
  };

  const scoreAfterRemoving = (side: TeamType) => {
    const home = Math.max(0, state.homeScore - (side === 'home' ? 1 : 0));
    const away = Math.max(0, state.awayScore - (side === 'away' ? 1 : 0));
    return `${base.homeTeam} ${home}–${away} ${base.awayTeam}`;
  };

  const complete = () => {
    const at = new Date();
    modal.confirm({
      title: 'Complete the match?',
      content: `Final score ${base.homeTeam} ${state.homeScore}–${state.awayScore} ${base.awayTeam}${shootOut ? ` (${state.homePenalties}–${state.awayPenalties} on penalties)` : ''}. ${knockout ? 'The winner goes through.' : 'The result goes into the table.'}`,
      okText: 'Complete match',
      okButtonProps: { size: 'large' },
      cancelText: 'Not yet',
      cancelButtonProps: { size: 'large' },
      centered: true,
      onOk: () => record(newEvent('complete', {}, at)),
    });
  };

  return (
    <div className="pm-console">
      <div className="pm-console__top">
        <Link to="/admin/matches" className="pm-console__back">
          <ArrowLeftOutlined aria-hidden /> Matches
        </Link>
        <SyncPill snapshot={snapshot} onRetry={() => void sync.flush()} />
      </div>

      <Scoreboard match={base} homeScore={state.homeScore} awayScore={state.awayScore} clock={clock} status={status} extraTime={Boolean(state.extraTimeStartedAt)} penalties={shootOut ? { home: state.homePenalties ?? 0, away: state.awayPenalties ?? 0 } : null} />
      {overTime && <p className="pm-console__note">Full time is up — complete the match when the referee blows the final whistle.</p>}
      {live && needsWinner && clock.period !== 'first_half' && clock.period !== 'half_time' && (
        <p className="pm-console__note">Knockout: a level match needs a winner — play extra time or record the penalty shoot-out.</p>
      )}

      <section className="pm-console__events" aria-label="Match events">
        <MatchTimeline match={base} goals={state.goals} cards={state.cards} waiting={local.shown} {...(completed ? {} : { onRemoveGoal: removeGoal })} />
      </section>

      <nav className="pm-console__actions" aria-label="Referee actions">
        {notStarted && (
          <Button type="primary" size="large" block className="pm-action pm-action--start" icon={<CaretRightFilled aria-hidden />} onClick={() => record(newEvent('start', {}))}>
            Start match
          </Button>
        )}
        {notStarted && <MatchDelayButton match={base} />}
        {live && (
          <>
            <div className="pm-console__row">
              {(['home', 'away'] as const).map((side) => (
                <Button
                  key={side}
                  size="large"
                  className="pm-action pm-action--goal"
                  aria-label={`Goal ${teamName(side)}`}
                  onClick={() => setGoalFor({ side, minute: clock.minute, at: new Date() })}
                >
                  <PlusOutlined aria-hidden />
                  <span className="pm-action__label">
                    <span>Goal</span>
                    <span className="pm-action__team">{teamName(side)}</span>
                  </span>
                </Button>
              ))}
            </div>
            <div className="pm-console__row pm-console__row--three">
              <Button size="large" className="pm-action pm-action--card" onClick={() => setCard({ minute: clock.minute, at: new Date() })}>
                <span className="pm-card-chip pm-card-chip--yellow" aria-hidden /> Card
              </Button>
              {paused ? (
                <Button size="large" className="pm-action pm-action--resume" icon={<CaretRightFilled aria-hidden />} onClick={() => record(newEvent('resume', {}))}>
                  Resume
                </Button>
              ) : (
                <Button size="large" className="pm-action pm-action--pause" icon={<PauseOutlined aria-hidden />} onClick={() => record(newEvent('pause', {}))}>
                  Pause
                </Button>
              )}
              <Button size="large" className="pm-action pm-action--complete" disabled={needsWinner} onClick={complete}>
                Complete
              </Button>
            </div>
            {knockout && level && !shootOut && (
              <div className="pm-console__row">
                <Button size="large" className="pm-action pm-action--knockout" disabled={Boolean(state.extraTimeStartedAt)} onClick={() => record(newEvent('extra-time', {}))}>
                  {state.extraTimeStartedAt ? 'Extra time on' : 'Extra time'}
                </Button>
                <Button size="large" className="pm-action pm-action--knockout" onClick={() => setPenalties(true)}>
                  Penalties
                </Button>
              </div>
            )}
          </>
        )}
        {completed && <p className="pm-console__done">Full time. {snapshot.pending.length === 0 ? 'The result is saved.' : 'Saving the result…'}</p>}
      </nav>

      <GoalSheet side={goalFor?.side} teamName={goalFor ? teamName(goalFor.side) : ''} minute={goalFor?.minute ?? clock.minute} roster={goalFor ? rosters[goalFor.side] : { players: undefined, loading: false }} onSave={saveGoal} onClose={() => setGoalFor(undefined)} />
      <PenaltiesSheet
        open={penalties}
        homeTeam={base.homeTeam}
        awayTeam={base.awayTeam}
        onSave={(score) => {
          record(newEvent('penalties', score));
          setPenalties(false);
        }}
        onClose={() => setPenalties(false)}
      />
      <CardSheet open={card !== undefined} homeTeam={base.homeTeam} awayTeam={base.awayTeam} minute={card?.minute ?? clock.minute} rosters={rosters} onSave={saveCard} onClose={() => setCard(undefined)} />
    </div>
  );
}
