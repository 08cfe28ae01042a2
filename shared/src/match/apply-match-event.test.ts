import { at, eventWriter } from '../testing/match-events';
import { applyMatchEvent } from './apply-match-event';
import type { MatchEvent } from './match-event';
import { initialMatchState, type MatchState } from './match-state';

/** Applies events that must all be legal, failing the test otherwise. */
function run(events: MatchEvent[], from: MatchState = initialMatchState()): MatchState {
  return events.reduce((state, event) => {
    const result = applyMatchEvent(state, event);
    if (!result.ok) throw new Error(`${event.type} refused: ${result.rejection.message}`);
    return result.state;
  }, from);
}

function refusal(state: MatchState, event: MatchEvent) {
  const result = applyMatchEvent(state, event);
  if (result.ok) throw new Error(`${event.type} was accepted`);
  return result.rejection;
}

describe('running a match', () => {
  it('starts: in progress, with the kick-off time', () => {
    const e = eventWriter();
    const state = run([e.start(0)]);
    expect(state).toMatchObject({ status: 'in_progress', startedAt: at(0), lastUpdate: at(0) });
  });

  it('pauses and resumes, adding the pause to the paused time', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.pause(600), e.resume(720), e.pause(1000), e.resume(1030)]);
    expect(state).toMatchObject({ status: 'resumed', pausedAt: at(1000), resumedAt: at(1030), previousPauseTime: 150_000 });
  });

  it('completes, and completing from a pause closes that pause', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.pause(5000), e.complete(5100)]);
    expect(state).toMatchObject({ status: 'completed', completedAt: at(5100), previousPauseTime: 100_000 });
  });

  it('records goals with scorer, side, minute and time, and counts the score', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.goal(125, 'home', 'Ana Silva', { jerseyNumber: 9 }), e.goal(3700, 'away', 'Bo Berg')]);
    expect(state.homeScore).toBe(1);
    expect(state.awayScore).toBe(1);
    expect(state.goals).toEqual([
      { id: 'e2', playerId: 'p-Ana Silva', playerName: 'Ana Silva', teamType: 'home', matchTime: 3, timestamp: at(125), jerseyNumber: 9 },
      { id: 'e3', playerId: 'p-Bo Berg', playerName: 'Bo Berg', teamType: 'away', matchTime: 47, timestamp: at(3700) },
    ]);
    expect(state).toMatchObject({ lastGoalAt: at(3700), lastScoreUpdate: at(3700) });
  });

  it('keeps the minute the console sent with a goal', () => {
    const e = eventWriter();
    expect(run([e.start(0), e.goal(125, 'home', 'Ana', { matchTime: 2 })]).goals[0]?.matchTime).toBe(2);
  });

  it('reads the minute of a goal off the tournament’s own clock', () => {
    const e = eventWriter();
    let state = run([e.start(0)]);
    const result = applyMatchEvent(state, e.goal(1600, 'home'), { durations: { firstHalfDuration: 1500, breakDuration: 300, secondHalfDuration: 1500 } });
    state = result.ok ? result.state : state;
    expect(state.goals[0]?.matchTime).toBe(25); // during the break: the last minute of a 25-minute half
  });

  it('accepts a goal while the clock is paused, at the minute of the pause', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.pause(610), e.goal(700, 'away')]);
    expect(state.awayScore).toBe(1);
    expect(state.goals[0]?.matchTime).toBe(11);
  });

  it('removes a goal named by its goal event, taking one off that side', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.goal(60, 'home'), e.goal(120, 'home'), e.removeGoal(130, 'e2')]);
    expect(state.homeScore).toBe(1);
    expect(state.goals.map((goal) => goal.id)).toEqual(['e3']);
    expect(state.lastScoreUpdate).toBe(at(130));
    expect(state.lastGoalAt).toBe(at(120));
  });

  it('never takes a score below 0 when removing a goal', () => {
    const e = eventWriter();
    const started = run([e.start(0), e.goal(60, 'away')]);
    const state = run([e.removeGoal(70, 'e2')], { ...started, awayScore: 0 });
    expect(state.awayScore).toBe(0);
  });

  it('records cards with type and minute', () => {
    const e = eventWriter();
    const state = run([e.start(0), e.card(2750, 'away', 'yellow'), e.card(4000, 'away', 'second_yellow')]);
    expect(state.cards.map(({ cardType, minute, teamType }) => ({ cardType, minute, teamType }))).toEqual([
      { cardType: 'yellow', minute: 45, teamType: 'away' },
      { cardType: 'second_yellow', minute: 52, teamType: 'away' },
    ]);
    expect(state.lastCardAt).toBe(at(4000));
  });

  it("keeps a carded player's shirt number, as a goal keeps the scorer's", () => {
    const e = eventWriter();
    const card = { ...e.card(600, 'home', 'yellow', 'Ana Silva'), jerseyNumber: 9 } as MatchEvent;
    const state = run([e.start(0), card, e.card(700, 'away', 'red')]);
    expect(state.cards[0]).toMatchObject({ playerId: 'p-Ana Silva', playerName: 'Ana Silva', jerseyNumber: 9 });
    expect(state.cards[1]).not.toHaveProperty('jerseyNumber');
  });

  it('resets to the state before kick-off, and the match can start again', () => {
    const e = eventWriter();
    const reset = run([e.start(0), e.goal(60, 'home'), e.card(70, 'away', 'red'), e.pause(80), e.complete(90), e.reset(100)]);
    expect(reset).toEqual(initialMatchState(reset.appliedEventIds));
    expect(run([e.start(200)], reset)).toMatchObject({ status: 'in_progress', startedAt: at(200), homeScore: 0 });
  });

  it('treats a repeated event id as already done', () => {
    const e = eventWriter();
    const goal = e.goal(60, 'home');
    const once = run([e.start(0), goal]);
    const again = applyMatchEvent(once, goal);
    expect(again).toEqual({ ok: true, state: once, duplicate: true });
  });

  it('stores event times in UTC ISO form', () => {
    const state = run([{ id: 's', type: 'start', at: '2025-06-01T12:00:00+02:00' }]);
    expect(state.startedAt).toBe('2025-06-01T10:00:00.000Z');
  });

  it('reads an epoch-milliseconds time from an older log instead of refusing it', () => {
    const legacy = { id: 's', type: 'start', at: Date.parse('2025-06-01T10:00:00Z') } as unknown as MatchEvent;
    expect(run([legacy]).startedAt).toBe('2025-06-01T10:00:00.000Z');
  });
});

describe('illegal transitions are refused with a clear message', () => {
  const e = eventWriter('x');
  const notStarted = initialMatchState();
  const running = run([e.start(0)]);
  const paused = run([e.pause(10)], running);
  const completed = run([e.complete(20)], running);

  it.each([
    ['pause before start', notStarted, e.pause(5), 'not_started', 'Match has not started'],
    ['resume before start', notStarted, e.resume(5), 'not_started', 'Match has not started'],
    ['goal before start', notStarted, e.goal(5, 'home'), 'not_started', 'Match has not started'],
    ['card before start', notStarted, e.card(5, 'home', 'yellow'), 'not_started', 'Match has not started'],
    ['complete before start', notStarted, e.complete(5), 'not_started', 'Match has not started'],
    ['start twice', running, e.start(30), 'already_started', 'Match has already started'],
    ['start while paused', paused, e.start(30), 'already_started', 'Match has already started'],
    ['pause twice', paused, e.pause(30), 'already_paused', 'Match is already paused'],
    ['resume when not paused', running, e.resume(30), 'not_paused', 'Match is not paused'],
    ['goal after complete', completed, e.goal(30, 'away'), 'already_completed', 'Match is already completed'],
    ['card after complete', completed, e.card(30, 'away', 'red'), 'already_completed', 'Match is already completed'],
    ['pause after complete', completed, e.pause(30), 'already_completed', 'Match is already completed'],
    ['start after complete', completed, e.start(30), 'already_completed', 'Match is already completed'],
    ['complete twice', completed, e.complete(30), 'already_completed', 'Match is already completed'],
    ['removing an unknown goal', running, e.removeGoal(30, 'nope'), 'goal_not_found', 'Goal not found'],
  ])('%s', (_, state, event, code, message) => {
    expect(refusal(state, event)).toEqual({ code, message, eventId: event.id, eventType: event.type });
  });

  it('refuses removing the same goal twice', () => {
    const w = eventWriter('g');
    const state = run([w.start(0), w.goal(10, 'home'), w.removeGoal(20, 'g2')]);
    expect(refusal(state, w.removeGoal(30, 'g2')).message).toBe('Goal not found');
  });

  it('refuses an event without a readable time', () => {
    expect(refusal(running, { id: 'bad', type: 'pause', at: 'yesterday' }).code).toBe('invalid_time');
  });

  it('allows a reset from any state', () => {
    for (const state of [notStarted, running, paused, completed]) expect(applyMatchEvent(state, e.reset(40)).ok).toBe(true);
  });
});
