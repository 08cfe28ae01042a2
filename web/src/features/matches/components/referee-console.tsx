import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Goal, MatchView, TeamType } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { newEvent } from '../console/new-event';
import { rejectionText } from '../console/rejection-text';
import { useMatchConsole } from '../console/use-match-console';
import { useRosters } from '../use-rosters';
import { CardSheet, type CardInput } from './card-sheet';
import { ConsoleActions } from './console-actions';
import { GoalSheet } from './goal-sheet';
import { MatchTimeline } from './match-timeline';
import { RefereeReportSection } from './referee-report-section';
import { PenaltiesSheet } from './penalties-sheet';
import { playerFields, type PlayerChoice } from './player-choice';
import { Scoreboard } from './scoreboard';
import { SyncPill } from './sync-pill';
import { useIntl } from 'react-intl';
import { withSlotNames } from '../../../i18n/slot-name';

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
  const intl = useIntl();
  const { message, modal } = App.useApp();
  const { sync, snapshot, base: stored, local, clock, status, record } = useMatchConsole(tournamentId, matchId, serverMatch, initialMatch);
  // A knockout side not known yet is its placeholder ('Winner Group A'), said in the console's language.
  const base = withSlotNames(intl, stored);
  const rosters = useRosters(tournamentId, matchId, true);
  const [goalFor, setGoalFor] = useState<{ side: TeamType; minute: number; at: Date } | undefined>();
  const [card, setCard] = useState<{ minute: number; at: Date } | undefined>();
  const [penalties, setPenalties] = useState(false);
  const state = local.state;
  useDocumentTitle(`${base.homeTeam} ${state.homeScore}–${state.awayScore} ${base.awayTeam}`);

  // The server's refusals ('Goal not found', 'Match has not started'), in the console's language.
  useEffect(() => {
    if (snapshot.rejections.length === 0) return;
    for (const rejection of snapshot.rejections) void message.error({ content: rejectionText(intl, rejection), key: rejection.eventId, duration: 6 });
    sync.dismissRejections(snapshot.rejections.map((rejection) => rejection.eventId));
  }, [snapshot.rejections, message, sync, intl]);

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
      title: intl.formatMessage({ id: 'console.removeGoalTitle' }, { description }),
      content: intl.formatMessage({ id: 'console.removeGoalContent' }, { team: teamName(goal.teamType), score: scoreAfterRemoving(goal.teamType) }),
      okText: intl.formatMessage({ id: 'console.removeGoalBy' }, { description }),
      okButtonProps: { danger: true, size: 'large' },
      cancelText: intl.formatMessage({ id: 'console.keepGoal' }),
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
      title: intl.formatMessage({ id: 'console.completeTitle' }),
      content: `${intl.formatMessage({ id: 'console.finalScore' }, { score: `${base.homeTeam} ${state.homeScore}–${state.awayScore} ${base.awayTeam}` })}${shootOut ? ` (${intl.formatMessage({ id: 'match.onPenalties' }, { home: state.homePenalties ?? 0, away: state.awayPenalties ?? 0 })})` : ''}. ${intl.formatMessage({ id: knockout ? 'console.winnerGoesThrough' : 'console.resultIntoTable' })}`,
      okText: intl.formatMessage({ id: 'console.completeMatch' }),
      okButtonProps: { size: 'large' },
      cancelText: intl.formatMessage({ id: 'console.notYet' }),
      cancelButtonProps: { size: 'large' },
      centered: true,
      onOk: () => record(newEvent('complete', {}, at)),
    });
  };

  return (
    <div className="pm-console">
      <div className="pm-console__top">
        <Link to="/admin/matches" className="pm-console__back">
          <ArrowLeftOutlined aria-hidden /> {intl.formatMessage({ id: 'nav.matches' })}
        </Link>
        <SyncPill snapshot={snapshot} onRetry={() => void sync.flush()} />
      </div>

      <Scoreboard
        match={base}
        homeScore={state.homeScore}
        awayScore={state.awayScore}
        clock={clock}
        status={status}
        extraTime={Boolean(state.extraTimeStartedAt)}
        penalties={shootOut ? { home: state.homePenalties ?? 0, away: state.awayPenalties ?? 0 } : null}
      />
      {overTime && <p className="pm-console__note">{intl.formatMessage({ id: 'console.fullTimeUp' })}</p>}
      {live && needsWinner && clock.period !== 'first_half' && clock.period !== 'half_time' && <p className="pm-console__note">{intl.formatMessage({ id: 'console.knockoutNeedsWinner' })}</p>}

      <section className="pm-console__events" aria-label={intl.formatMessage({ id: 'console.matchEvents' })}>
        <MatchTimeline match={base} goals={state.goals} cards={state.cards} waiting={local.shown} {...(completed ? {} : { onRemoveGoal: removeGoal })} />
      </section>

      <ConsoleActions
        match={base}
        notStarted={notStarted}
        live={live}
        paused={paused}
        completed={completed}
        needsWinner={needsWinner}
        extraTimeStarted={Boolean(state.extraTimeStartedAt)}
        saved={snapshot.pending.length === 0}
        teamName={teamName}
        onRecord={record}
        onGoal={(side) => setGoalFor({ side, minute: clock.minute, at: new Date() })}
        onCard={() => setCard({ minute: clock.minute, at: new Date() })}
        onComplete={complete}
        onPenalties={() => setPenalties(true)}
      />
      {/* After full time, once the server has every event: the referee's report of the match as the server holds it. */}
      {completed && snapshot.pending.length === 0 && serverMatch?.status === 'completed' && <RefereeReportSection match={serverMatch} />}

      <GoalSheet
        side={goalFor?.side}
        teamName={goalFor ? teamName(goalFor.side) : ''}
        minute={goalFor?.minute ?? clock.minute}
        roster={goalFor ? rosters[goalFor.side] : { players: undefined, loading: false }}
        onSave={saveGoal}
        onClose={() => setGoalFor(undefined)}
      />
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
      <CardSheet
        open={card !== undefined}
        homeTeam={base.homeTeam}
        awayTeam={base.awayTeam}
        minute={card?.minute ?? clock.minute}
        rosters={rosters}
        onSave={saveCard}
        onClose={() => setCard(undefined)}
      />
    </div>
  );
}
