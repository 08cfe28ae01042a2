import { buildMatches } from './build-matches';
import { generateSchedule } from './generate-schedule';
import { scheduleInputSchema, type ScheduleInputDraft } from './schedule-input';
import { division, smallInput, teamsOf } from '../testing/schedule-input-fixtures';
import { validateSchedule } from './validate-schedule';

const run = (draft: ScheduleInputDraft) => {
  const input = scheduleInputSchema.parse(draft);
  const result = generateSchedule(input);
  expect(validateSchedule(input, result.placed)).toEqual([]);
  expect(result.placed.length + result.unplaced.length).toBe(result.totalMatches);
  return result;
};
const reasonsOf = (result: ReturnType<typeof generateSchedule>) => result.unplaced.flatMap((u) => u.reasons.map((r) => r.message));

describe('generateSchedule', () => {
  it('places a round robin back to back on one pitch, with the rest kept', () => {
    const result = run(
      smallInput({ minRestMinutes: 0, maxMatchesPerTeamPerDay: 3, days: [{ date: '2026-07-14', start: '09:00', end: '18:00' }], divisions: [division('d1', teamsOf('A', 'B', 'C', 'D'))] }),
    );
    expect(result.unplaced).toEqual([]);
    expect(result.placed.map((m) => `${m.start}-${m.end}`)).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00', '12:00-13:00', '13:00-14:00', '14:00-15:00']);
  });

  it('never puts a team on two pitches at once', () => {
    const result = run(
      smallInput({ pitches: [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7', ages: ['u10'] })), minRestMinutes: 0, divisions: [division('d1', teamsOf('A', 'B', 'C'))] }),
    );
    expect(new Set(result.placed.map((m) => m.start)).size).toBe(3); // every match shares a team with the others
  });

  it('keeps the changeover between two matches on a pitch', () => {
    const result = run(
      smallInput({ changeoverMinutes: 10, days: [{ date: '2026-07-14', start: '09:00', end: '20:00' }], divisions: [division('d1', teamsOf('A', 'B')), division('d2', teamsOf('C', 'D'))] }),
    );
    expect(result.placed.map((m) => m.start)).toEqual(['09:00', '10:10']);
  });

  it("says 'no pitch allows Under 8' (the age's label, never its code) when no pitch takes the age, and names the size when the division asks for one", () => {
    const result = run(smallInput({ divisions: [{ ...division('d1', teamsOf('A', 'B')), age: 'u8' }, division('d2', teamsOf('C', 'D'), { pitchSize: '9v9' })] }));
    expect(reasonsOf(result)).toEqual(['no pitch allows Under 8', 'no pitch allows Under 10 on a 9v9 pitch']);
  });

  it('stops a team at the daily maximum and names it', () => {
    const result = run(
      smallInput({ maxMatchesPerTeamPerDay: 1, minRestMinutes: 0, days: [{ date: '2026-07-14', start: '09:00', end: '18:00' }], divisions: [division('d1', teamsOf('A', 'B', 'C'))] }),
    );
    expect(result.placed).toHaveLength(1);
    expect(result.unplaced).toHaveLength(2);
    for (const { match, reasons } of result.unplaced) {
      expect(reasons.every((r) => r.code === 'max-per-day')).toBe(true);
      const playing = [result.placed[0]?.homeTeamId, result.placed[0]?.awayTeamId];
      const blocked = [match.homeTeamId, match.awayTeamId].filter((id) => playing.includes(id));
      expect(reasons.map((r) => r.message)).toEqual(blocked.map((id) => `team ${id} would exceed 1 matches on 2026-07-14`));
    }
  });

  it('keeps the minimum rest, and says which team it could not rest', () => {
    // Home and away on one day: the second leg needs 09:00–10:00, then 60 min rest, then 11:00–12:00.
    const fits = run(smallInput({ divisions: [division('d1', teamsOf('A', 'B'), { format: { type: 'round-robin', legs: 2 } })] }));
    expect(fits.placed.map((m) => m.start)).toEqual(['09:00', '11:00']);
    const short = run(smallInput({ days: [{ date: '2026-07-14', start: '09:00', end: '11:55' }], divisions: [division('d1', teamsOf('A', 'B'), { format: { type: 'round-robin', legs: 2 } })] }));
    expect(reasonsOf(short)).toEqual(['no slot on 2026-07-14 leaves 60 min rest for team B', 'no slot on 2026-07-14 leaves 60 min rest for team A']);
  });

  it("says 'venue full' only when no allowed pitch has a free slot", () => {
    const result = run(smallInput({ days: [{ date: '2026-07-14', start: '09:00', end: '10:30' }], divisions: [division('d1', teamsOf('A', 'B')), division('d2', teamsOf('C', 'D'))] }));
    expect(reasonsOf(result)).toEqual(['venue full on 2026-07-14: no free 60-min slot on any pitch allowing Under 10']);
  });

  it('never puts one coach in two matches at once, whatever the divisions', () => {
    const pitches = [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7' as const, ages: ['u10' as const] }));
    const divisions = [
      division('d1', [
        { id: 'A', name: 'A', coachUid: 'kim', coachName: 'Kim Lund' },
        { id: 'B', name: 'B' },
      ]),
      division('d2', [
        { id: 'C', name: 'C', coachUid: 'kim' },
        { id: 'D', name: 'D' },
      ]),
    ];
    const result = run(smallInput({ pitches, days: [{ date: '2026-07-14', start: '09:00', end: '10:00' }], divisions }));
    // The coach by name, never by uid.
    expect(reasonsOf(result)).toEqual(['coach Kim Lund is in another match at every free slot on 2026-07-14']);
  });

  it('keeps a club off two pitches at once across divisions only with clubRule', () => {
    const pitches = [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7' as const, ages: ['u10' as const] }));
    const divisions = [
      division('d1', [
        { id: 'A', name: 'A', clubId: 'aik' },
        { id: 'B', name: 'B' },
      ]),
      division('d2', [
        { id: 'C', name: 'C', clubId: 'aik' },
        { id: 'D', name: 'D' },
      ]),
    ];
    const base = { pitches, days: [{ date: '2026-07-14', start: '09:00', end: '10:00' }], divisions };
    expect(run(smallInput(base)).unplaced).toEqual([]);
    expect(reasonsOf(run(smallInput({ ...base, clubRule: true })))).toEqual(['club aik has a team of another division playing at every free slot on 2026-07-14']);
  });

  it('fits the whole match, halves and break, inside the day window', () => {
    const result = run(smallInput({ days: [{ date: '2026-07-14', start: '09:00', end: '09:59' }], divisions: [division('d1', teamsOf('A', 'B'))] }));
    expect(reasonsOf(result)).toEqual(['the match (60 min) does not fit in the day window on 2026-07-14']);
  });

  it('spreads a division’s rounds over the days', () => {
    const days = ['2026-07-14', '2026-07-15', '2026-07-16'].map((date) => ({ date, start: '09:00', end: '18:00' }));
    const result = run(smallInput({ days, divisions: [division('d1', teamsOf('A', 'B', 'C', 'D'))] }));
    expect(result.placed.map((m) => `${m.round}@${m.date}`)).toEqual(['1@2026-07-14', '1@2026-07-14', '2@2026-07-15', '2@2026-07-15', '3@2026-07-16', '3@2026-07-16']);
  });

  it('draws groups of at most groupSize, the same way for the same seed', () => {
    const draft = smallInput({ divisions: [division('d1', teamsOf(...'ABCDEFGHIJ'), { format: { type: 'round-robin', groupSize: 4 } })] });
    const matches = buildMatches(scheduleInputSchema.parse(draft));
    const sizes = new Map<string, Set<string>>();
    for (const m of matches) sizes.set(m.group, new Set([...(sizes.get(m.group) ?? []), m.homeTeamId, m.awayTeamId]));
    expect([...sizes.values()].map((s) => s.size)).toEqual([4, 3, 3]);
    expect(buildMatches(scheduleInputSchema.parse(draft))).toEqual(matches);
  });
});

describe('locked matches', () => {
  const draft = smallInput({ minRestMinutes: 0, maxMatchesPerTeamPerDay: 3, days: [{ date: '2026-07-14', start: '09:00', end: '18:00' }], divisions: [division('d1', teamsOf('A', 'B', 'C', 'D'))] });
  const ids = buildMatches(scheduleInputSchema.parse(draft)).map((m) => m.id);

  it('keeps a locked match where it is locked and schedules around it', () => {
    const lockedId = ids[5] as string;
    const result = run({ ...draft, locked: [{ matchId: lockedId, pitchId: 'p1', date: '2026-07-14', start: '09:30' }] });
    expect(result.placed.find((m) => m.id === lockedId)).toMatchObject({ pitchId: 'p1', date: '2026-07-14', start: '09:30', end: '10:30' });
    expect(result.unplaced).toEqual([]);
  });

  it('reports an illegal lock instead of moving it, and an unknown one apart', () => {
    const result = run({
      ...draft,
      locked: [
        { matchId: ids[0] as string, pitchId: 'p1', date: '2026-07-14', start: '17:30' },
        { matchId: 'nope', pitchId: 'p1', date: '2026-07-14', start: '09:00' },
      ],
    });
    expect(result.unplaced.map((u) => [u.match.id, u.reasons.map((r) => r.code)])).toEqual([[ids[0], ['locked-illegal']]]);
    expect(result.unplaced[0]?.reasons[0]?.message).toBe('locked on p1 at 2026-07-14 17:30 is not allowed: The match (60 min) does not fit inside 2026-07-14 09:00–18:00');
    // Worded by id in any language: the lock, and the rule it breaks as a part of its own.
    expect(result.unplaced[0]?.reasons[0]).toMatchObject({
      messageId: 'scheduling.unplacedReason.locked',
      values: { pitch: 'p1', date: '2026-07-14', start: '17:30' },
      details: [{ message: 'The match (60 min) does not fit inside 2026-07-14 09:00–18:00', messageId: expect.stringMatching(/^scheduling\.rule\./) }],
    });
    expect(result.unknownLocks.map((l) => l.matchId)).toEqual(['nope']);
  });
});

describe('knockout placement', () => {
  const pitches = [1, 2].map((n) => ({ id: `p${n}`, name: `Pitch ${n}`, size: '7v7' as const, ages: ['u10' as const] }));
  const days = ['2026-07-14', '2026-07-15'].map((date) => ({ date, start: '09:00', end: '18:00' }));
  const knockoutDivision = (knockout: Record<string, unknown> = {}) =>
    division('d1', teamsOf('A1', 'A2', 'A3', 'B1', 'B2', 'B3'), {
      format: {
        type: 'groups-knockout',
        groups: [
          ['A1', 'A2', 'A3'],
          ['B1', 'B2', 'B3'],
        ],
        knockout,
      },
    });
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  const at = (m: { date: string; start: string }) => `${m.date} ${m.start}`;

  it('places the knockout after the whole group stage plus the rest, each round after its feeders', () => {
    const result = run(smallInput({ pitches, days, divisions: [knockoutDivision({ thirdPlaceMatch: true })] }));
    expect(result.unplaced).toEqual([]);
    const byId = new Map(result.placed.map((m) => [m.id, m]));
    const groupStage = result.placed.filter((m) => m.stage === 'group');
    const lastGroupEnd = groupStage
      .map((m) => `${m.date} ${m.end}`)
      .sort()
      .at(-1) as string;
    const sf = ['d1/KO/SF1', 'd1/KO/SF2'].map((id) => byId.get(id));
    for (const semi of sf) {
      expect(semi).toBeDefined();
      expect(at(semi as ScheduledMatchLike) >= lastGroupEnd).toBe(true);
      if (semi?.date === lastGroupEnd.slice(0, 10)) expect(minutes(semi.start) - minutes(lastGroupEnd.slice(11))).toBeGreaterThanOrEqual(60);
    }
    for (const id of ['d1/KO/F', 'd1/KO/3P']) {
      const last = byId.get(id) as ScheduledMatchLike;
      for (const semi of sf as ScheduledMatchLike[]) {
        expect(at(last) > at(semi)).toBe(true);
        if (last.date === semi.date) expect(minutes(last.start) - minutes(semi.end)).toBeGreaterThanOrEqual(60);
      }
    }
    expect(byId.get('d1/KO/F')).toMatchObject({ homeTeamId: '', awayTeamId: '', homeLabel: 'Winner SF1', awayLabel: 'Winner SF2', roundName: 'Final' });
  });

  it('does not count the unknown teams of a knockout match as a team, a coach or a club', () => {
    const result = run(smallInput({ pitches, days, clubRule: true, divisions: [knockoutDivision()] }));
    expect(result.fairness.teams).toBe(6);
    // Both semi-finals kick off together: unknown sides never clash with each other.
    const semis = result.placed.filter((m) => m.roundName === 'Semi-final');
    expect(new Set(semis.map(at)).size).toBe(1);
  });

  it('says a knockout match waits for its feeders when the group stage does not fit, and when the day is too short after them', () => {
    const oneDay = run(smallInput({ pitches, days: [{ date: '2026-07-14', start: '09:00', end: '13:00' }], maxMatchesPerTeamPerDay: 3, divisions: [knockoutDivision()] }));
    const reasons = new Map(oneDay.unplaced.map((u) => [u.match.id, u.reasons.map((r) => `${r.code}: ${r.message}`)]));
    expect(reasons.get('d1/KO/F')).toEqual(expect.arrayContaining([expect.stringMatching(/^feeder-unplaced: F follows SF\d, which is not placed$/)]));
    const tight = run(smallInput({ pitches, days: [{ date: '2026-07-14', start: '09:00', end: '16:30' }], maxMatchesPerTeamPerDay: 3, divisions: [knockoutDivision()] }));
    expect(tight.unplaced.map((u) => [u.match.id, u.reasons.map((r) => r.message)])).toEqual([['d1/KO/F', ['no free slot on 2026-07-14 after the matches F follows (with 60 min rest)']]]);
  });

  it('keeps a group match out of the rest before a locked knockout match, and validates the order', () => {
    const input = scheduleInputSchema.parse(smallInput({ pitches, days, divisions: [knockoutDivision()] }));
    const result = generateSchedule(input);
    const final = result.placed.find((m) => m.id === 'd1/KO/F') as ScheduledMatchLike & { id: string };
    const early = result.placed.map((m) => (m.id === 'd1/KO/F' ? { ...m, date: '2026-07-14', start: '09:00', end: '10:00' } : m));
    expect(validateSchedule(input, early).map((v) => v.code)).toContain('knockout-order');
    const missing = result.placed.filter((m) => m.id !== 'd1/KO/SF1');
    expect(validateSchedule(input, missing)).toEqual([expect.objectContaining({ code: 'feeder-unplaced', matchId: 'd1/KO/F', message: 'F follows SF1, which is not placed' })]);
    const locked = run({ ...smallInput({ pitches, days, divisions: [knockoutDivision()] }), locked: [{ matchId: 'd1/KO/F', pitchId: 'p1', date: final.date, start: final.start }] });
    expect(locked.placed.find((m) => m.id === 'd1/KO/F')).toMatchObject({ date: final.date, start: final.start });
  });
});

interface ScheduledMatchLike {
  date: string;
  start: string;
  end: string;
}
