/**
 * `npm run bench:schedule`: a Gothia-size input (1,900 teams in groups of 4–5 then knockouts, ~4,800
 * matches, 140 pitches, 6 days, club rule on, some coaches with two teams) built from a fixed seed, scheduled by the pure
 * generator in this process. Prints the wall time, matches placed and unplaced, peak RSS, and checks
 * the result with `validateSchedule`. Figures, with the target (30 s) beside them.
 */
import { AGES, generateSchedule, scheduleInputSchema, seededRandom, validateSchedule, type Age, type ScheduleInputDraft } from '@pitchside/shared';
import { recordFigures } from './support/performance-doc';

const TARGET_SECONDS = 30;
const SEED = 20260714;
/** BENCH_PITCH_SCALE=0.4 shrinks the venue to show the unplaced path (reasons) at scale. */
const PITCH_SCALE = Number(process.env.BENCH_PITCH_SCALE ?? 1);

const SIZE_OF = (age: Age) => (Number(age.slice(1)) <= 9 ? '5v5' : Number(age.slice(1)) <= 11 ? '7v7' : Number(age.slice(1)) <= 13 ? '9v9' : '11v11');

function gothiaInput(): ScheduleInputDraft {
  // The same seeded generator as the draw, so every run builds the same tournament.
  const rand = seededRandom(SEED);
  const ages = AGES.filter((age) => Number(age.slice(1)) >= 9); // u9 … u19: 11 ages, boys and girls
  const divisions: ScheduleInputDraft['divisions'] = [];
  const clubs = Array.from({ length: 450 }, (_, i) => `club-${i + 1}`);
  let teamNumber = 0;
  const TEAMS = 1_900;
  const perDivision = Math.floor(TEAMS / (ages.length * 2));
  ages.forEach((age, a) => {
    for (const gender of ['boys', 'girls']) {
      const index = divisions.length;
      const count = index === ages.length * 2 - 1 ? TEAMS - teamNumber : perDivision;
      const teams = Array.from({ length: count }, () => {
        teamNumber++;
        return { id: `t${teamNumber}`, name: `Team ${teamNumber}`, clubId: clubs[Math.floor(rand() * clubs.length)], coachUid: `coach-${teamNumber}` };
      });
      // One team in ten shares its coach with the team before it (a coach with two teams).
      teams.forEach((team, i) => {
        if (i > 0 && rand() < 0.1) team.coachUid = teams[i - 1]?.coachUid ?? team.coachUid;
      });
      // Groups of 4–5 (one leg), then a knockout: the top 2 of each group for the younger ages, the top 4 for
      // the older ones — 4,836 matches in all, about Gothia Cup's 4,820.
      const older = a >= 5;
      divisions.push({
        id: `${age}-${gender}`,
        name: `${age.toUpperCase()} ${gender}`,
        age,
        pitchSize: SIZE_OF(age),
        teams,
        format: { type: 'groups-knockout', groupSize: 5, legs: 1, knockout: { qualifiersPerGroup: older ? 4 : 2 } },
      });
    }
  });
  const sizes = [
    ['5v5', 20],
    ['7v7', 35],
    ['9v9', 35],
    ['11v11', 50],
  ] as const;
  const pitches = sizes.flatMap(([size, count]) =>
    Array.from({ length: Math.max(1, Math.round(count * PITCH_SCALE)) }, (_, i) => ({
      id: `${size}-${i + 1}`,
      name: `${size} pitch ${i + 1}`,
      size,
      ages: ages.filter((age) => SIZE_OF(age) === size),
    })),
  );
  const length = (age: Age) => {
    const n = Number(age.slice(1));
    return { halfMinutes: n <= 11 ? 15 : n <= 14 ? 20 : 25, breakMinutes: 5 };
  };
  return {
    pitches,
    days: ['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17', '2026-07-18'].map((date) => ({ date, start: '08:00', end: '20:00' })),
    matchLengths: Object.fromEntries(ages.map((age) => [age, length(age)])),
    changeoverMinutes: 5,
    minRestMinutes: 90,
    maxMatchesPerTeamPerDay: 2,
    clubRule: true,
    divisions,
    locked: [],
  };
}

function main(): void {
  const built = performance.now();
  const input = scheduleInputSchema.parse(gothiaInput());
  const teams = input.divisions.reduce((n, d) => n + d.teams.length, 0);
  console.log(
    `Input: ${teams} teams, ${input.divisions.length} divisions, ${input.pitches.length} pitches, ${input.days.length} days (parsed in ${((performance.now() - built) / 1000).toFixed(2)} s)`,
  );
  let peakRss = process.memoryUsage().rss;
  const started = performance.now();
  const result = generateSchedule(input);
  const ms = performance.now() - started;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const checked = performance.now();
  const violations = validateSchedule(input, result.placed);
  const checkMs = performance.now() - checked;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  console.log(`generateSchedule: ${(ms / 1000).toFixed(2)} s (target ≤ ${TARGET_SECONDS} s)`);
  console.log(`  matches: ${result.totalMatches}, placed: ${result.placed.length}, unplaced: ${result.unplaced.length}`);
  for (const { match, reasons } of result.unplaced.slice(0, 5)) console.log(`  unplaced ${match.id}: ${reasons.map((r) => r.message).join('; ')}`);
  console.log(`  fairness: ${JSON.stringify(result.fairness)}`);
  console.log(`validateSchedule: ${violations.length} violations in ${(checkMs / 1000).toFixed(2)} s`);
  console.log(`peak RSS: ${(peakRss / (1024 * 1024)).toFixed(0)} MB`);
  // A shrunken venue is a demonstration of the unplaced path, not the reference figure.
  if (PITCH_SCALE === 1)
    recordFigures('schedule', [
      {
        measure: `Gothia-size schedule (${teams} teams, ${result.totalMatches} matches, ${input.pitches.length} pitches, ${input.days.length} days)`,
        current: `${(ms / 1000).toFixed(2)} s`,
        target: `≤ ${TARGET_SECONDS} s`,
        met: ms <= TARGET_SECONDS * 1000,
      },
      { measure: 'matches placed', current: `${result.placed.length} of ${result.totalMatches}`, target: 'all', met: result.unplaced.length === 0 },
      { measure: 'hard-rule violations (validateSchedule)', current: String(violations.length), target: '0', met: violations.length === 0 },
      { measure: 'peak RSS', current: `${(peakRss / (1024 * 1024)).toFixed(0)} MB`, target: '—' },
    ]);
  if (violations.length > 0 || ms > TARGET_SECONDS * 1000 || result.unplaced.some((u) => u.reasons.length === 0)) process.exitCode = 1;
}

main();
