import { formatKickOff, planDelay, type DelayMatch, type DelayRules } from './running-late';

const rules: DelayRules = { changeoverMinutes: 5, minRestMinutes: 60, dayEnds: { '2026-07-14': '18:00' } };

let n = 0;
function match(start: string, pitch: string, teams: [string, string], extra: Partial<DelayMatch> = {}): DelayMatch {
  n += 1;
  return {
    id: extra.id ?? `m${n}`,
    label: `${teams[0]} v ${teams[1]}`,
    date: '2026-07-14',
    start,
    minutes: 50,
    pitch,
    pitchName: `Pitch ${pitch}`,
    teams: teams.map((key) => ({ key, name: key })),
    coaches: [],
    referee: null,
    started: false,
    delaySet: 0,
    delay: 0,
    ...extra,
  };
}
const delays = (plan: ReturnType<typeof planDelay>) => Object.fromEntries(plan.changes.map((change) => [change.matchId, change.delay]));

describe('planDelay: a pitch running late', () => {
  it('moves every match still to play on that pitch that day, and no other pitch', () => {
    const day = [
      match('09:00', '4', ['A', 'B'], { id: 'first', started: true }),
      match('10:00', '4', ['C', 'D'], { id: 'second' }),
      match('11:00', '4', ['E', 'F'], { id: 'third' }),
      match('10:00', '1', ['G', 'H'], { id: 'other-pitch' }),
    ];
    const plan = planDelay(day, rules, { kind: 'pitch', pitch: '4', date: '2026-07-14', minutes: 20 });
    expect(plan.targets).toEqual(['second', 'third']);
    expect(delays(plan)).toEqual({ second: 20, third: 20 });
    expect(plan.changes.find((change) => change.matchId === 'third')?.expected).toBe('11:20');
    expect(plan.violations).toEqual([]);
  });

  it("pushes a team's match on another pitch that would lose its rest, and the matches after it there", () => {
    const day = [
      match('10:00', '4', ['A', 'B'], { id: 'late' }),
      // A ends at 10:50 (+20 → 11:10); A plays again at 11:55 (65 min rest before, 60 required → 12:10).
      match('11:55', '1', ['A', 'C'], { id: 'rest' }),
      // Same pitch right after (5 min changeover): pushed from 12:50 to 13:05.
      match('12:50', '1', ['D', 'E'], { id: 'next-on-1' }),
      match('14:30', '1', ['F', 'G'], { id: 'absorbed' }),
    ];
    const plan = planDelay(day, rules, { kind: 'pitch', pitch: '4', date: '2026-07-14', minutes: 20 });
    expect(delays(plan)).toEqual({ late: 20, rest: 15, 'next-on-1': 15 });
    expect(plan.changes.map((change) => change.cause)).toEqual(['asked', 'team', 'pitch']);
  });

  it('never asks for more rest than the published schedule had', () => {
    const day = [match('10:00', '4', ['A', 'B'], { id: 'late' }), match('11:00', '1', ['A', 'C'], { id: 'tight' })];
    // Published with 10 min rest: the delay keeps those 10 min, no more.
    expect(delays(planDelay(day, rules, { kind: 'pitch', pitch: '4', date: '2026-07-14', minutes: 20 }))).toEqual({ late: 20, tight: 20 });
  });

  it('catching up (the delay back to 0) brings the pushed matches back too', () => {
    const pushed = [match('10:00', '4', ['A', 'B'], { id: 'late', delaySet: 20, delay: 20 }), match('11:55', '1', ['A', 'C'], { id: 'rest', delay: 15 })];
    const plan = planDelay(pushed, rules, { kind: 'pitch', pitch: '4', date: '2026-07-14', minutes: 0 });
    expect(delays(plan)).toEqual({ late: 0, rest: 0 });
    expect(plan.changes[0]?.expected).toBe('10:00');
  });

  it('catching up part of it leaves later matches behind the one still late', () => {
    const day = [match('10:00', '4', ['A', 'B'], { id: 'one', delaySet: 30, delay: 30 }), match('11:00', '4', ['C', 'D'], { id: 'two', delaySet: 30, delay: 30 })];
    expect(delays(planDelay(day, rules, { kind: 'match', matchId: 'two', minutes: 0 }))).toEqual({ two: 25 });
  });
});

describe('planDelay: one match delayed', () => {
  it('moves that match and the later ones on its pitch that it now runs into', () => {
    const day = [match('10:00', '2', ['A', 'B'], { id: 'delayed' }), match('10:55', '2', ['C', 'D'], { id: 'after' }), match('13:00', '2', ['E', 'F'], { id: 'far' })];
    const plan = planDelay(day, rules, { kind: 'match', matchId: 'delayed', minutes: 30 });
    expect(plan.targets).toEqual(['delayed']);
    expect(delays(plan)).toEqual({ delayed: 30, after: 30 });
  });

  it('a match already under way is no target and keeps its time', () => {
    const day = [match('10:00', '2', ['A', 'B'], { id: 'running', started: true })];
    const plan = planDelay(day, rules, { kind: 'match', matchId: 'running', minutes: 30 });
    expect(plan.targets).toEqual([]);
    expect(plan.changes).toEqual([]);
  });
});

describe('planDelay: the rules a delay would break, each with a fix', () => {
  it("past the venue's day end", () => {
    const day = [match('17:00', '3', ['A', 'B'], { id: 'last' })];
    const [violation] = planDelay(day, rules, { kind: 'pitch', pitch: '3', date: '2026-07-14', minutes: 20 }).violations;
    expect(violation).toMatchObject({ code: 'outside-window', matchIds: ['last'], key: 'outside-window:last' });
    expect(violation?.message).toBe('A v B would end at 18:10, after the venue closes at 18:00');
    expect(violation?.suggestion).toContain('catch up 10 min');
  });

  it('a coach in two places', () => {
    const coach = { id: 'u-coach', name: 'Sam Coach' };
    const day = [match('10:00', '1', ['A', 'B'], { id: 'x', coaches: [coach] }), match('11:00', '2', ['C', 'D'], { id: 'y', coaches: [coach] })];
    const [violation] = planDelay(day, rules, { kind: 'match', matchId: 'x', minutes: 30 }).violations;
    expect(violation).toMatchObject({ code: 'coach-overlap', matchIds: ['x', 'y'] });
    expect(violation?.message).toBe('Sam Coach would coach A v B and C v D at the same time');
    expect(violation?.suggestion).toBe('Delay C v D to 11:20 as well, or ask someone to stand in for Sam Coach');
  });

  it('a referee in two places', () => {
    const referee = { id: 'u-ref', name: 'Riley Ref' };
    const day = [match('10:00', '1', ['A', 'B'], { id: 'x', referee }), match('11:00', '2', ['C', 'D'], { id: 'y', referee })];
    const [violation] = planDelay(day, rules, { kind: 'match', matchId: 'x', minutes: 15 }).violations;
    expect(violation).toMatchObject({ code: 'referee-overlap', message: 'Riley Ref would referee A v B and C v D at the same time' });
    expect(violation?.suggestion).toBe('Assign another referee to C v D, or delay it to 11:05');
  });

  it('rest time lost to a match already under way', () => {
    const day = [match('10:00', '1', ['A', 'B'], { id: 'x' }), match('12:00', '2', ['A', 'C'], { id: 'y', started: true })];
    const [violation] = planDelay(day, rules, { kind: 'match', matchId: 'x', minutes: 30 }).violations;
    expect(violation).toMatchObject({ code: 'team-rest', matchIds: ['x', 'y'], message: 'A would rest only 40 min before A v C (12:00, already under way)' });
  });

  it('no violation that the published schedule already had', () => {
    const referee = { id: 'u-ref', name: 'Riley Ref' };
    const day = [match('10:00', '1', ['A', 'B'], { id: 'x', referee }), match('10:30', '2', ['C', 'D'], { id: 'y', referee })];
    expect(planDelay(day, rules, { kind: 'match', matchId: 'x', minutes: 10 }).violations).toEqual([]);
  });
});

describe('formatKickOff', () => {
  it('shows the expected time and the delay, and the time alone when on time', () => {
    expect(formatKickOff('10:25', 20)).toBe('10:45 (+20)');
    expect(formatKickOff('10:25', 0)).toBe('10:25');
    expect(formatKickOff('10:25', null)).toBe('10:25');
    expect(formatKickOff('', 20)).toBe('');
  });
});
