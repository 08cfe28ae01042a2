import fc from 'fast-check';
import type { Age } from '../constants/ages';
import { buildMatches, type Fixture } from './build-matches';
import type { UnplacedReason } from './explain-unplaced';
import { generateSchedule } from './generate-schedule';
import { placementViolations, type Violation } from './placement-rules';
import { allowedPitches, compileContext, matchMinutes, type CompiledDay, type ScheduleContext } from './schedule-context';
import { groupSizes, scheduleInputSchema, type KnockoutConfig, type ScheduleInput, type ScheduleInputDraft } from './schedule-input';
import { ScheduleState, teamDayKey } from './schedule-state';
import type { ScheduledMatch } from './scheduled-match';
import { formatMinutes, minutesOfDay } from './time';
import { validateSchedule } from './validate-schedule';

const AGES_USED: Age[] = ['u8', 'u10', 'u12'];

const inputArb: fc.Arbitrary<ScheduleInputDraft> = fc
  .record({
    pitches: fc.array(fc.record({ size: fc.constantFrom('5v5' as const, '7v7' as const), ages: fc.subarray(AGES_USED, { minLength: 1 }) }), { minLength: 1, maxLength: 3 }),
    days: fc.array(fc.record({ open: fc.integer({ min: 8 * 60, max: 11 * 60 }), hours: fc.integer({ min: 1, max: 6 }) }), { minLength: 1, maxLength: 3 }),
    lengths: fc.tuple(...AGES_USED.map(() => fc.record({ halfMinutes: fc.integer({ min: 10, max: 30 }), breakMinutes: fc.integer({ min: 0, max: 10 }) }))),
    divisions: fc.array(
      fc.record({
        age: fc.constantFrom(...AGES_USED),
        size: fc.option(fc.constantFrom('5v5' as const, '7v7' as const), { nil: undefined }),
        teams: fc.array(fc.record({ coach: fc.option(fc.constantFrom('c1', 'c2', 'c3'), { nil: undefined }), club: fc.option(fc.constantFrom('k1', 'k2'), { nil: undefined }) }), {
          minLength: 2,
          maxLength: 6,
        }),
        legs: fc.constantFrom(1 as const, 2 as const),
        groupSize: fc.option(fc.integer({ min: 2, max: 4 }), { nil: undefined }),
        knockout: fc.option(fc.record({ qualifiersPerGroup: fc.integer({ min: 1, max: 2 }), bestThirds: fc.integer({ min: 0, max: 2 }), thirdPlaceMatch: fc.boolean() }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    changeoverMinutes: fc.integer({ min: 0, max: 15 }),
    minRestMinutes: fc.integer({ min: 0, max: 90 }),
    maxMatchesPerTeamPerDay: fc.integer({ min: 1, max: 3 }),
    clubRule: fc.boolean(),
    startStepMinutes: fc.constantFrom(5, 10, 15),
  })
  .map(({ pitches, days, lengths, divisions, ...rules }) => ({
    ...rules,
    pitches: pitches.map((p, i) => ({ id: `p${i}`, name: `Pitch ${i}`, ...p })),
    // Consecutive days, so rest across midnight is exercised too.
    days: days.map((d, i) => ({ date: `2026-07-${String(10 + i).padStart(2, '0')}`, start: formatMinutes(d.open), end: formatMinutes(d.open + d.hours * 60) })),
    matchLengths: Object.fromEntries(AGES_USED.map((age, i) => [age, lengths[i]])),
    divisions: divisions.map((d, i) => ({
      id: `d${i}`,
      name: `Division ${i}`,
      age: d.age,
      ...(d.size ? { pitchSize: d.size } : {}),
      teams: d.teams.map((t, j) => ({ id: `d${i}t${j}`, name: `D${i} T${j}`, ...(t.coach ? { coachUid: t.coach } : {}), ...(t.club ? { clubId: t.club } : {}) })),
      format: d.knockout
        ? { type: 'groups-knockout' as const, legs: d.legs, ...(d.groupSize ? { groupSize: d.groupSize } : {}), knockout: feasibleKnockout(d.teams.length, d.groupSize, d.knockout) }
        : { type: 'round-robin' as const, legs: d.legs, ...(d.groupSize ? { groupSize: d.groupSize } : {}) },
    })),
  }));

/** Clamps a drawn knockout to what the groups can feed (the schema refuses the rest). */
function feasibleKnockout(teams: number, groupSize: number | undefined, knockout: KnockoutConfig): KnockoutConfig {
  const sizes = groupSizes({ teams: Array.from({ length: teams }, (_, i) => ({ id: `${i}`, name: `${i}` })), format: { type: 'round-robin', legs: 1, ...(groupSize ? { groupSize } : {}) } });
  const qualifiersPerGroup = Math.min(knockout.qualifiersPerGroup, Math.min(...sizes));
  return { ...knockout, qualifiersPerGroup, bestThirds: Math.min(knockout.bestThirds, sizes.filter((size) => size > qualifiersPerGroup).length) };
}

function finalState(context: ScheduleContext, placed: ScheduledMatch[]): ScheduleState {
  const state = new ScheduleState(context);
  for (const m of placed) {
    const day = context.dayByDate.get(m.date) as CompiledDay;
    const start = day.base + minutesOfDay(m.start);
    state.add({ match: m, pitchId: m.pitchId, dayIndex: day.index, start, end: start + matchMinutes(context.input, m.age) });
  }
  return state;
}

/** Every (pitch, kick-off on the grid) of a day that the generator could have tried, with what it breaks. */
function tries(context: ScheduleContext, state: ScheduleState, match: Fixture, day: CompiledDay): Violation[][] {
  const out: Violation[][] = [];
  const length = matchMinutes(context.input, match.age);
  for (const pitch of allowedPitches(context, match)) {
    for (let m = 0; m < 1440; m += context.input.startStepMinutes) {
      const start = day.base + m;
      if (start >= day.open && start + length <= day.close) out.push(placementViolations(context, state, match, pitch.id, day, start));
    }
  }
  return out;
}

const pitchSide = (v: Violation) => v.code === 'pitch-overlap' || v.code === 'outside-window';

function reasonHolds(context: ScheduleContext, state: ScheduleState, match: Fixture, reason: UnplacedReason): boolean {
  const input: ScheduleInput = context.input;
  if (reason.code === 'no-pitch') return allowedPitches(context, match).length === 0;
  if (reason.code === 'no-days') return context.days.length === 0;
  // A missing feeder blocks every (pitch, kick-off) on every day.
  if (reason.code === 'feeder-unplaced') return context.days.every((day) => tries(context, state, match, day).every((vs) => vs.some((v) => v.code === 'feeder-unplaced')));
  return (
    (reason.dates ?? []).length > 0 &&
    (reason.dates ?? []).every((date) => {
      const day = context.dayByDate.get(date) as CompiledDay;
      const all = tries(context, state, match, day);
      const freePitch = all.filter((vs) => !vs.some(pitchSide));
      switch (reason.code) {
        case 'window-too-short':
          return all.length === 0;
        case 'venue-full':
          return freePitch.length === 0;
        case 'max-per-day':
          return (state.teamDay.get(teamDayKey(reason.teamId ?? '', day.index)) ?? 0) >= input.maxMatchesPerTeamPerDay;
        case 'team-rest':
          return freePitch.every((vs) => vs.some((v) => v.teamId === reason.teamId && (v.code === 'team-rest' || v.code === 'team-overlap')));
        case 'coach-busy':
          return freePitch.every((vs) => vs.some((v) => v.code === 'coach-overlap' && v.coachUid === reason.coachUid));
        case 'club-busy':
          return freePitch.every((vs) => vs.some((v) => v.code === 'club-overlap' && v.clubId === reason.clubId));
        case 'knockout-order':
          return freePitch.every((vs) => vs.some((v) => v.code === 'knockout-order'));
        case 'combined':
          return all.every((vs) => vs.length > 0);
        default:
          return false; // 'slot-free' and anything else would be a generator bug
      }
    })
  );
}

describe('generateSchedule (properties)', () => {
  it('gives a legal schedule, accounts for every match, and every unplaced reason is true', () => {
    fc.assert(
      fc.property(inputArb, (draft) => {
        const input = scheduleInputSchema.parse(draft);
        const result = generateSchedule(input);
        expect(validateSchedule(input, result.placed)).toEqual([]);
        const ids = [...result.placed.map((m) => m.id), ...result.unplaced.map((u) => u.match.id)];
        expect(ids).toHaveLength(result.totalMatches);
        expect(new Set(ids).size).toBe(result.totalMatches);
        const context = compileContext(input);
        const state = finalState(context, result.placed);
        for (const { match, reasons } of result.unplaced) {
          expect(reasons.length).toBeGreaterThan(0);
          // Never a silent partial schedule: retrying the match alone on the final schedule fails everywhere.
          for (const day of context.days) expect(tries(context, state, match, day).every((vs) => vs.length > 0)).toBe(true);
          for (const reason of reasons) expect([reason.message, reasonHolds(context, state, match, reason)]).toEqual([reason.message, true]);
        }
        // Every knockout match kicks off after all it follows has ended plus the rest: the division's whole
        // group stage when a side comes from the groups, and the matches its 'Winner …'/'Loser …' sides name.
        const placedById = new Map(result.placed.map((m) => [m.id, m]));
        const calendar = (m: ScheduledMatch, time: string) => (context.dayByDate.get(m.date) as CompiledDay).base + minutesOfDay(time);
        for (const match of result.placed.filter((m) => m.stage === 'knockout')) {
          const sources = [match.knockout?.homeSource ?? '', match.knockout?.awaySource ?? ''];
          const feeders = sources.filter((s) => s.startsWith('winner:') || s.startsWith('loser:')).map((s) => `${match.divisionId}/KO/${s.split(':')[1]}`);
          const afterGroups = sources.some((s) => s.startsWith('group:') || s.startsWith('best:'));
          const groupStage = buildMatches(input).filter((m) => m.divisionId === match.divisionId && m.stage === 'group');
          const before = [...feeders, ...(afterGroups ? groupStage.map((m) => m.id) : [])];
          for (const id of before) {
            const feeder = placedById.get(id);
            expect([match.id, id, feeder !== undefined]).toEqual([match.id, id, true]);
            if (feeder) expect(calendar(match, match.start) - calendar(feeder, feeder.end)).toBeGreaterThanOrEqual(input.minRestMinutes);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
