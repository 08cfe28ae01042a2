import { generateSchedule } from './generate-schedule';
import { scheduleInputSchema } from './schedule-input';
import type { ScheduledMatch } from './scheduled-match';
import { division, smallInput, teamsOf } from '../testing/schedule-input-fixtures';
import { formatMinutes, minutesOfDay } from './time';
import { canMove, validateSchedule } from './validate-schedule';

const pitches = [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7' as const, ages: ['u10' as const] }));
const input = scheduleInputSchema.parse(
  smallInput({
    pitches,
    changeoverMinutes: 10,
    days: [
      { date: '2026-07-14', start: '09:00', end: '18:00' },
      { date: '2026-07-15', start: '09:00', end: '18:00' },
    ],
    divisions: [division('d1', [{ id: 'A', name: 'A', coachUid: 'kim', coachName: 'Kim Lund' }, ...teamsOf('B', 'C')]), division('d2', [{ id: 'D', name: 'D', coachUid: 'kim' }, ...teamsOf('E')])],
  }),
);
const { placed } = generateSchedule(input);
const move = (id: string, to: Partial<ScheduledMatch>) => placed.map((m) => (m.id === id ? { ...m, ...to } : m));
const codes = (schedule: ScheduledMatch[]) => validateSchedule(input, schedule).map((v) => v.code);
const byTeams = (a: string, b: string) => placed.find((m) => [m.homeTeamId, m.awayTeamId].sort().join() === [a, b].sort().join()) as ScheduledMatch;

describe('validateSchedule', () => {
  it('finds nothing wrong with a generated schedule', () => {
    expect(placed).toHaveLength(4);
    expect(validateSchedule(input, placed)).toEqual([]);
  });

  it('names each broken hard rule', () => {
    const ab = byTeams('A', 'B');
    const de = byTeams('D', 'E');
    const bc = byTeams('B', 'C');
    // D–E next to A–B: the same coach on two pitches at once.
    expect(codes(move(de.id, { date: ab.date, start: ab.start, pitchId: ab.pitchId === 'p1' ? 'p2' : 'p1' }))).toContain('coach-overlap');
    // On the same pitch, 5 min after A–B ends: inside the 10-min changeover.
    expect(codes(move(de.id, { date: ab.date, start: formatMinutes(minutesOfDay(ab.end) + 5), pitchId: ab.pitchId }))).toContain('pitch-overlap');
    // B–C right after A–B: B gets no rest.
    expect(codes(move(bc.id, { date: ab.date, start: ab.end, pitchId: ab.pitchId === 'p1' ? 'p2' : 'p1' }))).toEqual(expect.arrayContaining(['team-rest']));
    expect(codes(move(bc.id, { date: ab.date, start: ab.start, pitchId: ab.pitchId === 'p1' ? 'p2' : 'p1' }))).toEqual(expect.arrayContaining(['team-overlap']));
    expect(codes(move(ab.id, { start: '17:30' }))).toContain('outside-window');
    expect(codes(move(ab.id, { date: '2026-07-20' }))).toEqual(['unknown-day']);
    expect(codes(move(ab.id, { pitchId: 'p9' }))).toEqual(['unknown-pitch']);
    expect(codes([...placed, ab])).toEqual(['duplicate-match']);
    expect(codes([...placed, { ...ab, id: 'made-up' }])).toEqual(['unknown-match']);
  });

  it('checks the age group of the pitch and the daily maximum', () => {
    const strict = scheduleInputSchema.parse({ ...input, maxMatchesPerTeamPerDay: 1, pitches: [pitches[0], { ...pitches[1], ages: ['u12'] }] });
    const sameDay = placed.map((m) => ({ ...m, date: '2026-07-14', start: { p1: '09:00', p2: '09:00' }[m.pitchId] ?? m.start }));
    const found = validateSchedule(strict, sameDay).map((v) => v.code);
    expect(found).toEqual(expect.arrayContaining(['max-per-day', 'pitch-age']));
  });
});

describe('canMove', () => {
  it('allows a legal move and refuses an illegal one with the reason', () => {
    const ab = byTeams('A', 'B');
    const de = byTeams('D', 'E');
    const other = ab.pitchId === 'p1' ? 'p2' : 'p1';
    expect(canMove(input, placed, ab.id, { pitchId: ab.pitchId, date: ab.date, start: ab.start })).toEqual({ ok: true });
    const refused = canMove(input, placed, de.id, { pitchId: other, date: ab.date, start: ab.start });
    // The coach by name (the board shows this sentence), never by uid.
    expect(refused).toMatchObject({ ok: false, reason: `Coach Kim Lund is in another match at ${ab.date} ${ab.start}` });
    expect(canMove(input, placed, 'nope', { pitchId: 'p1', date: ab.date, start: '09:00' })).toMatchObject({ ok: false, reason: "There is no match 'nope' in this tournament" });
  });
});
