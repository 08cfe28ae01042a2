import { at, eventWriter } from '../testing/match-events';
import { applyMatchEvent } from './apply-match-event';
import { effectiveStatus } from './effective-status';
import { foldMatchEvents } from './fold-match-events';
import { knockoutWinner } from './knockout-winner';
import { matchClock } from './match-clock';
import type { MatchEvent } from './match-event';
import { initialMatchState, type MatchState } from './match-state';

const knockout = { knockout: true };
const fold = (events: MatchEvent[]) => foldMatchEvents(events, knockout);
const codes = (events: MatchEvent[], options: { knockout?: boolean } = knockout) => foldMatchEvents(events, options).rejected.map((r) => r.code);

describe('knockout matches: extra time and penalties', () => {
  it('goes to extra time when level, resuming a match paused at full time, and counts extra-time goals', () => {
    const e = eventWriter();
    const state = fold([e.start(0), e.goal(600, 'home'), e.goal(4000, 'away'), e.pause(6300), e.extraTime(6400), e.goal(7000, 'home'), e.complete(8200)]);
    expect(state).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 1, extraTimeStartedAt: at(6400), resumedAt: at(6400), previousPauseTime: 100_000, rejected: [] });
  });

  it('records a shoot-out that has a winner, after extra time or straight after full time, and then completes', () => {
    const e = eventWriter();
    expect(fold([e.start(0), e.extraTime(6300), e.penalties(8200, 5, 4), e.complete(8300)])).toMatchObject({ status: 'completed', homePenalties: 5, awayPenalties: 4, rejected: [] });
    const f = eventWriter('f');
    expect(fold([f.start(0), f.goal(60, 'home'), f.goal(120, 'away'), f.penalties(6300, 2, 4), f.complete(6310)])).toMatchObject({ status: 'completed', homePenalties: 2, awayPenalties: 4 });
  });

  it('refuses to complete a level knockout match, and anything knockout on another match', () => {
    const e = eventWriter();
    expect(codes([e.start(0), e.complete(6300)])).toEqual(['needs_winner']);
    const f = eventWriter('f');
    expect(codes([f.start(0), f.extraTime(6300), f.penalties(6310, 3, 1)], {})).toEqual(['not_knockout', 'not_knockout']);
    // An ordinary match still completes level.
    expect(foldMatchEvents([f.start(0), f.complete(6300)]).status).toBe('completed');
  });

  it('refuses extra time or penalties for a score that is not level, twice, before kick-off or after completion', () => {
    const e = eventWriter();
    expect(codes([e.extraTime(0), e.start(1), e.goal(60, 'home'), e.extraTime(6300), e.penalties(6301, 4, 3)])).toEqual(['not_started', 'not_level', 'not_level']);
    const f = eventWriter('f');
    expect(codes([f.start(0), f.extraTime(6300), f.extraTime(6301), f.penalties(8200, 3, 3), f.penalties(8201, 4, 3), f.penalties(8202, 5, 4), f.goal(8203, 'home'), f.extraTime(8204)])).toEqual([
      'extra_time_started',
      'penalties_level',
      'penalties_recorded',
      'penalties_recorded',
      'penalties_recorded',
    ]);
    const g = eventWriter('g');
    expect(codes([g.start(0), g.goal(5, 'home'), g.complete(6300), g.extraTime(6400), g.penalties(6500, 1, 0)])).toEqual(['already_completed', 'already_completed']);
  });

  it('clears extra time and penalties on reset, and applies a replayed shoot-out once', () => {
    const e = eventWriter();
    const shootOut = e.penalties(6310, 4, 2);
    const state = fold([e.start(0), shootOut, shootOut, e.reset(6400)]);
    expect(state).toEqual({ ...initialMatchState(state.appliedEventIds), rejected: [] });
    const replay = applyMatchEvent(fold([e.start(0), shootOut]) as MatchState, shootOut, knockout);
    expect(replay).toMatchObject({ ok: true, duplicate: true });
  });
});

describe('knockoutWinner', () => {
  it('is the side with more goals, else more penalties, else nobody', () => {
    expect(knockoutWinner({ homeScore: 2, awayScore: 1 })).toBe('home');
    expect(knockoutWinner({ homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 5 })).toBe('away');
    expect(knockoutWinner({ homeScore: 1, awayScore: 1 })).toBeNull();
    expect(knockoutWinner({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 4 })).toBeNull();
  });
});

describe('the clock and auto-completion in a knockout match', () => {
  const durations = { firstHalfDuration: 2700, breakDuration: 900, secondHalfDuration: 2700 };
  const started = { status: 'in_progress', startedAt: at(0), previousPauseTime: 0 };

  it('reads extra-time minutes after full time once extra time started', () => {
    expect(matchClock({ ...started, extraTimeStartedAt: at(6300) }, at(6300 + 125), durations)).toMatchObject({ period: 'extra_time', minute: 93 });
    expect(matchClock(started, at(6300 + 125), durations)).toMatchObject({ period: 'full_time', minute: 90 });
  });

  it('never auto-completes a level knockout match, and gives extra time its 30 minutes', () => {
    const level = { ...started, stage: 'knockout', homeScore: 1, awayScore: 1 };
    expect(effectiveStatus(level, durations, at(20_000))).toBe('in_progress');
    expect(effectiveStatus({ ...level, homePenalties: 4, awayPenalties: 3 }, durations, at(6400))).toBe('completed');
    const ahead = { ...started, stage: 'knockout', homeScore: 2, awayScore: 1, extraTimeStartedAt: at(6300) };
    expect(effectiveStatus(ahead, durations, at(6300 + 1700))).toBe('in_progress');
    expect(effectiveStatus(ahead, durations, at(6300 + 1900))).toBe('completed');
    expect(effectiveStatus({ ...started, homeScore: 1, awayScore: 1 }, durations, at(6400))).toBe('completed');
  });
});
