import { buildMatches } from './build-matches';
import { claimFixtures } from './fixed-matches';
import { generateSchedule } from './generate-schedule';
import { scheduleInputSchema, type FixedMatch } from './schedule-input';
import { division, smallInput, teamsOf } from '../testing/schedule-input-fixtures';
import { validateSchedule } from './validate-schedule';

const DAY = '2026-07-14';
const pitches = [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7' as const, ages: ['u10' as const] }));
const fixed = (id: string, home: string, away: string, at: Partial<FixedMatch> = {}): FixedMatch => ({
  id,
  divisionId: 'd1',
  age: 'u10',
  homeTeamId: home,
  awayTeamId: away,
  pitchId: 'p1',
  date: DAY,
  start: '09:00',
  ...at,
});
const inputWith = (matches: FixedMatch[], extra: Record<string, unknown> = {}) =>
  scheduleInputSchema.parse(
    smallInput({
      pitches,
      minRestMinutes: 0,
      maxMatchesPerTeamPerDay: 3,
      days: [{ date: DAY, start: '09:00', end: '18:00' }],
      divisions: [division('d1', teamsOf('A', 'B', 'C', 'D'))],
      fixed: matches,
      ...extra,
    }),
  );
const pair = (m: { homeTeamId: string; awayTeamId: string }) => [m.homeTeamId, m.awayTeamId].sort().join('-');

describe('fixed matches (imported, added by hand, played, kept)', () => {
  it('claim their own fixture by id, else the fixture with the same teams either way round, each fixture once', () => {
    const fixtures = buildMatches(inputWith([]));
    const ab = fixtures.find((f) => pair(f) === 'A-B');
    const claims = claimFixtures(fixtures, [
      fixed('row-1', 'B', 'A'), // the other way round: still A v B
      fixed('row-2', 'A', 'B'), // a second copy of it: a stand-in under its own id
      fixed('row-3', 'C', 'D', { fixtureId: fixtures.find((f) => pair(f) === 'C-D')?.id as string }),
      fixed('row-4', 'A', 'Z'), // nobody's fixture (a friendly against a guest)
    ]);
    expect(claims.map((c) => [c.fixed.id, c.standIn ? 'stand-in' : pair(c.match)])).toEqual([
      ['row-1', 'A-B'],
      ['row-2', 'stand-in'],
      ['row-3', 'C-D'],
      ['row-4', 'stand-in'],
    ]);
    expect(claims[0]?.match.id).toBe(ab?.id);
    expect(claims[1]?.match.id).toBe('row-2');
  });

  it('are neither placed again nor double-booked: the generator fills the gaps around them', () => {
    // The issue: 8 imported matches, then "generate" added every fixture again, a team twice at 09:00
    // and two matches on one pitch slot. Fixed, the imported ones are those fixtures and occupy their slots.
    const input = inputWith([fixed('imp-1', 'A', 'B', { pitchId: 'p1' }), fixed('imp-2', 'C', 'D', { pitchId: 'p2' })]);
    const result = generateSchedule(input);
    expect(result.totalMatches).toBe(6);
    expect(result.kept).toHaveLength(2);
    expect(result.placed).toHaveLength(4);
    expect(result.unplaced).toEqual([]);
    expect(result.placed.map(pair).sort()).toEqual(['A-C', 'A-D', 'B-C', 'B-D']);
    // Nobody plays at 09:00 again: all four teams are busy then, and both pitches are taken.
    expect(result.placed.every((m) => m.start !== '09:00')).toBe(true);
    expect(validateSchedule(input, result.placed)).toEqual([]);
  });

  it('block a pitch only when they name one of the venue, and their teams always', () => {
    const input = inputWith([fixed('imp-1', 'A', 'B', { pitchId: '' })]);
    const result = generateSchedule(input);
    const early = result.placed.filter((m) => m.start === '09:00');
    // Both pitches are free at 09:00 (the imported match is on 'Field 9'), but A and B are not.
    expect(early.map(pair)).toEqual(['C-D']);
    expect(validateSchedule(input, result.placed)).toEqual([]);
  });

  it('are counted by the conflict check like every other match: a generated copy, a team twice, a shared pitch slot', () => {
    const clean = inputWith([]);
    const generated = generateSchedule(clean).placed;
    const ab = generated.find((m) => pair(m) === 'A-B');
    if (!ab) throw new Error('A v B not placed');
    // An imported A v B beside the generated one, at the same time on the other pitch: a duplicate.
    const duplicated = inputWith([fixed('imp-ab', 'B', 'A', { pitchId: ab.pitchId === 'p1' ? 'p2' : 'p1', start: ab.start })]);
    const found = validateSchedule(duplicated, generated);
    expect(found.map((v) => v.code)).toContain('duplicate-match');
    expect(found.find((v) => v.code === 'duplicate-match')?.message).toBe('A v B is on the schedule twice');
    // An imported C v Z (no fixture) on A v B's pitch and time: pitch clash, named by the imported row's id.
    const clash = validateSchedule(inputWith([fixed('imp-cz', 'C', 'Z', { pitchId: ab.pitchId, start: ab.start, divisionId: 'd1' })]), generated);
    expect(clash.some((v) => v.code === 'pitch-overlap' && [v.matchId, v.otherMatchId].includes('imp-cz'))).toBe(true);
    expect(clash.some((v) => v.code === 'team-overlap' || v.code === 'team-rest')).toBe(true);
  });

  it('a played or kept knockout match is booked with the teams its row has filled in', () => {
    const knockout = {
      type: 'groups-knockout',
      groups: [
        ['A', 'B'],
        ['C', 'D'],
      ],
      knockout: { qualifiersPerGroup: 1 },
    };
    const input = scheduleInputSchema.parse(
      smallInput({ pitches, minRestMinutes: 0, days: [{ date: DAY, start: '09:00', end: '18:00' }], divisions: [division('d1', teamsOf('A', 'B', 'C', 'D'), { format: knockout })] }),
    );
    const final = buildMatches(input).find((f) => f.stage === 'knockout');
    if (!final) throw new Error('no final');
    const [claim] = claimFixtures(buildMatches(input), [fixed('row-f', 'A', 'C', { fixtureId: final.id, start: '15:00' })]);
    expect(claim).toMatchObject({ standIn: false, match: { id: final.id, homeTeamId: 'A', awayTeamId: 'C', stage: 'knockout' } });
  });
});
