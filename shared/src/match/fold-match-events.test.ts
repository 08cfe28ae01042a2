import fc from 'fast-check';
import { at, eventWriter } from '../testing/match-events';
import { foldMatchEvents } from './fold-match-events';
import type { MatchEvent } from './match-event';
import { initialMatchState } from './match-state';

describe('foldMatchEvents', () => {
  it('gives the initial state for an empty log', () => {
    expect(foldMatchEvents([])).toEqual({ ...initialMatchState(), rejected: [] });
  });

  it('folds a whole match', () => {
    const e = eventWriter();
    const state = foldMatchEvents([
      e.start(0),
      e.goal(300, 'home', 'Ana'),
      e.card(900, 'away', 'yellow'),
      e.pause(1200),
      e.resume(1260),
      e.goal(4000, 'away', 'Bo'),
      e.goal(4200, 'home', 'Ana'),
      e.removeGoal(4300, 'e7'),
      e.complete(6400),
    ]);
    expect(state).toMatchObject({
      status: 'completed',
      homeScore: 1,
      awayScore: 1,
      startedAt: at(0),
      pausedAt: at(1200),
      resumedAt: at(1260),
      completedAt: at(6400),
      previousPauseTime: 60_000,
      lastGoalAt: at(4200),
      lastCardAt: at(900),
      lastScoreUpdate: at(4300),
      lastUpdate: at(6400),
      rejected: [],
    });
    expect(state.goals.map((goal) => goal.playerName)).toEqual(['Ana', 'Bo']);
    expect(state.cards).toHaveLength(1);
  });

  it('skips an illegal event, reports it, and goes on', () => {
    const e = eventWriter();
    const early = e.pause(0);
    const state = foldMatchEvents([early, e.start(10), e.goal(20, 'home'), e.complete(30), e.goal(40, 'away')]);
    expect(state).toMatchObject({ status: 'completed', homeScore: 1, awayScore: 0 });
    expect(state.rejected).toEqual([
      { code: 'not_started', message: 'Match has not started', eventId: early.id, eventType: 'pause' },
      { code: 'already_completed', message: 'Match is already completed', eventId: 'e5', eventType: 'goal' },
    ]);
  });

  it('reports removing a goal that is not there as "Goal not found"', () => {
    const e = eventWriter();
    const state = foldMatchEvents([e.start(0), e.removeGoal(5, 'ghost')]);
    expect(state.rejected.map((r) => r.message)).toEqual(['Goal not found']);
    expect(state.homeScore).toBe(0);
  });

  it('applies a replayed event once', () => {
    const e = eventWriter();
    const goal = e.goal(60, 'home');
    expect(foldMatchEvents([e.start(0), goal, goal, goal]).homeScore).toBe(1);
  });

  it('restarts cleanly after a reset', () => {
    const e = eventWriter();
    const state = foldMatchEvents([e.start(0), e.goal(10, 'home'), e.reset(20), e.start(30), e.goal(40, 'away')]);
    expect(state).toMatchObject({ status: 'in_progress', startedAt: at(30), homeScore: 0, awayScore: 1 });
  });
});

/** Random referee sessions: plausible and implausible taps, goal removals naming earlier goals or none. */
const eventLog = fc
  .array(
    fc.record({
      kind: fc.constantFrom('start', 'pause', 'resume', 'goal', 'goal-removed', 'card', 'complete', 'reset'),
      side: fc.constantFrom('home' as const, 'away' as const),
      target: fc.nat(30),
      gap: fc.integer({ min: 0, max: 900 }),
    }),
    { maxLength: 30 },
  )
  .map((steps) => {
    let t = 0;
    return steps.map(({ kind, side, target, gap }, index): MatchEvent => {
      t += gap;
      const base = { id: `ev${index}`, at: at(t) };
      switch (kind) {
        case 'goal':
          return { ...base, type: 'goal', teamType: side, playerId: `p${target % 5}`, playerName: `Player ${target % 5}` };
        case 'card':
          return { ...base, type: 'card', teamType: side, playerId: `p${target % 5}`, playerName: `Player ${target % 5}`, cardType: 'yellow' };
        case 'goal-removed':
          return { ...base, type: 'goal-removed', goalId: `ev${target}` };
        default:
          return { ...base, type: kind as 'start' };
      }
    });
  });

describe('replaying a log (property)', () => {
  it('folds the same when every event is sent twice in place', () => {
    fc.assert(
      fc.property(eventLog, (log) => {
        expect(foldMatchEvents(log.flatMap((event) => [event, event]))).toEqual(foldMatchEvents(log));
      }),
    );
  });

  it('folds the same when the whole log is sent again after itself', () => {
    fc.assert(
      fc.property(eventLog, (log) => {
        expect(foldMatchEvents([...log, ...log])).toEqual(foldMatchEvents(log));
      }),
    );
  });

  it('folds the same when any events are re-sent at any later point', () => {
    fc.assert(
      fc.property(eventLog, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 10 }), (log, picks) => {
        const replayed = [...log];
        for (const [which, where] of picks) {
          if (log.length === 0) break;
          const index = which % log.length;
          const event = log[index]!;
          const first = replayed.indexOf(event);
          const position = first + 1 + (where % (replayed.length - first));
          replayed.splice(position, 0, event);
        }
        expect(foldMatchEvents(replayed)).toEqual(foldMatchEvents(log));
      }),
    );
  });

  it('never shows a negative score and always matches the score to the goals', () => {
    fc.assert(
      fc.property(eventLog, (log) => {
        const state = foldMatchEvents(log);
        expect(state.homeScore).toBe(state.goals.filter((goal) => goal.teamType === 'home').length);
        expect(state.awayScore).toBe(state.goals.filter((goal) => goal.teamType === 'away').length);
        expect(state.previousPauseTime).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
