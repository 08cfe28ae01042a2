import { describe, expect, it } from '@jest/globals';
import { projectMatch, stateOfView } from './local-match';
import { at, event, goal, matchView } from './testing';

describe('the console shows the server match with the waiting taps on top', () => {
  it('applies waiting events in order with the shared rules', () => {
    const first = goal(60, 'home', 'Zlatan');
    const local = projectMatch(matchView(), [event('start', 0), first, goal(120, 'away'), event('goal-removed', 130, { goalId: first.id }), event('pause', 140)]);
    expect(local.state).toMatchObject({ status: 'paused', homeScore: 0, awayScore: 1, pausedAt: at(140) });
    expect(local.state.goals.map((g) => g.playerName)).toEqual(['Ana']);
    expect(local.shown.size).toBe(5);
    expect(local.skipped).toEqual([]);
  });

  it('does not count twice a goal the server already has (its answer was lost on the way)', () => {
    const scored = goal(60);
    const server = matchView({
      status: 'in_progress',
      startedAt: at(0),
      homeScore: 1,
      goals: [{ id: scored.id, playerId: 'p-Ana', playerName: 'Ana', teamType: 'home', matchTime: 2, timestamp: at(60) }],
    });
    const local = projectMatch(server, [scored]);
    expect(local.state.homeScore).toBe(1);
    expect(local.shown.has(scored.id)).toBe(false);
  });

  it('keeps going past a tap that does not apply here and says which', () => {
    const pause = event('pause', 10);
    const local = projectMatch(matchView(), [pause, event('start', 20), goal(30)]);
    expect(local.skipped).toEqual([expect.objectContaining({ eventId: pause.id, message: 'Match has not started' })]);
    expect(local.state).toMatchObject({ status: 'in_progress', homeScore: 1 });
  });

  it('reads the legacy live status as in progress', () => {
    expect(stateOfView(matchView({ status: 'live', startedAt: at(0) })).status).toBe('in_progress');
  });
});

describe('a knockout match on the console', () => {
  it('goes to extra time and penalties by the shared rules, and only when the server says it is a knockout', () => {
    const steps = [event('start', 0), event('extra-time', 5400), event('penalties', 7200, { homePenalties: 5, awayPenalties: 4 }), event('complete', 7210)];
    expect(projectMatch(matchView({ stage: 'knockout' }), steps).state).toMatchObject({ status: 'completed', extraTimeStartedAt: at(5400), homePenalties: 5, awayPenalties: 4 });
    expect(projectMatch(matchView(), steps).skipped.map((r) => r.code)).toEqual(['not_knockout', 'not_knockout']);
  });
});
