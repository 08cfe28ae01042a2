/**
 * `npm run bench:referee-assign`: a Gothia-size day (issue 34): 1,000 matches on 100 pitches at 4 venues,
 * 08:00–20:00, and 300 referees with availability (morning, afternoon or all day; 3–6 matches; some ages;
 * one in ten connected to a club; one in five on one venue's pitches only), built from a fixed seed and
 * filled by the pure `autoAssign` in this process. Prints the time, the roles left open with their reasons,
 * the spread of matches per referee, and checks every offer against the hard rules again.
 * BENCH_ASSISTANTS=1 fills the assistants' roles too (teams of officials: two for under 13 and older).
 */
import {
  AGES,
  autoAssign,
  bookingUnfit,
  officialRolesOf,
  seededRandom,
  staticUnfit,
  type Age,
  type Booking,
  type OfficiatedMatch,
  type OfficialRole,
  type OpenRole,
  type RefereeProfile,
} from '@pitchside/shared';
import { recordFigures } from './support/performance-doc';

const TARGET_SECONDS = 10;
const SEED = 20260714;
const DATE = '2026-07-14';
const ASSISTANTS = process.env.BENCH_ASSISTANTS === '1';
const RULES = { restMinutes: 15, travelMinutes: (from: string, to: string) => (from === to ? 0 : 30) };
const VENUES = ['Heden', 'Kviberg', 'Valhalla', 'Slottsskogen'];
const PITCHES = 100;

function gothiaDay(): { matches: OfficiatedMatch[]; referees: RefereeProfile[] } {
  const rand = seededRandom(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const ages = AGES.filter((age) => Number(age.slice(1)) >= 9);
  const clubs = Array.from({ length: 450 }, (_, index) => `Club ${index + 1}`);
  const matches: OfficiatedMatch[] = [];
  // Hourly slots on every pitch, 08:00–20:00, until 1,000 matches: 45 minutes of play, 15 to change over.
  for (let slot = 0; matches.length < 1_000; slot += 1) {
    const pitch = slot % PITCHES;
    const start = 8 * 60 + Math.floor(slot / PITCHES) * 60;
    matches.push({
      matchId: `m${matches.length + 1}`,
      date: DATE,
      start,
      end: start + 45,
      age: pick(ages),
      pitchId: `p${pitch + 1}`,
      venue: VENUES[pitch % VENUES.length] as string,
      homeClub: pick(clubs),
      awayClub: pick(clubs),
    });
  }
  const shifts = [
    ['08:00', '14:00'],
    ['12:00', '20:00'],
    ['08:00', '20:00'],
  ] as const;
  const referees: RefereeProfile[] = Array.from({ length: 300 }, (_, index) => {
    const [start, end] = pick(shifts);
    const from = Math.floor(rand() * ages.length * 0.5);
    const venue = Math.floor(rand() * VENUES.length);
    return {
      uid: `r${index + 1}`,
      name: `Referee ${index + 1}`,
      availability: {
        windows: [{ date: DATE, start, end }],
        pitches:
          rand() < 0.2
            ? Array.from({ length: PITCHES }, (_, pitch) => pitch)
                .filter((pitch) => pitch % VENUES.length === venue)
                .map((pitch) => `p${pitch + 1}`)
            : [],
        maxMatchesPerDay: 3 + Math.floor(rand() * 4),
        ages: ages.slice(from) as Age[],
        roles: rand() < 0.15 ? ['assistant'] : ['centre', 'assistant'],
        unavailable: [],
        clubs: [],
      },
      clubs: rand() < 0.1 ? [pick(clubs)] : [],
    };
  });
  return { matches, referees };
}

function main(): void {
  const { matches, referees } = gothiaDay();
  const roles: OpenRole[] = matches.flatMap((match) => (ASSISTANTS ? officialRolesOf(match.age) : (['centre'] as OfficialRole[])).map((role) => ({ matchId: match.matchId, role })));
  console.log(
    `Input: ${matches.length} matches on ${PITCHES} pitches at ${VENUES.length} venues, ${referees.length} referees with availability, ${roles.length} roles to fill${ASSISTANTS ? ' (with assistants)' : ''}`,
  );
  const started = performance.now();
  const result = autoAssign({ matches, roles, referees, bookings: new Map(), rules: RULES });
  const ms = performance.now() - started;

  // Every offer again, against the rules as the candidates list states them.
  const byMatch = new Map(matches.map((match) => [match.matchId, match]));
  const byReferee = new Map(referees.map((referee) => [referee.uid, referee]));
  const booked = new Map<string, Booking[]>();
  for (const offer of result.offers) booked.set(offer.refereeUid, [...(booked.get(offer.refereeUid) ?? []), byMatch.get(offer.matchId) as OfficiatedMatch]);
  let violations = 0;
  for (const offer of result.offers) {
    const match = byMatch.get(offer.matchId) as OfficiatedMatch;
    const referee = byReferee.get(offer.refereeUid) as RefereeProfile;
    const others = (booked.get(referee.uid) ?? []).filter((booking) => booking !== match);
    const loose = { ...referee, availability: { ...referee.availability, maxMatchesPerDay: Infinity } };
    if (staticUnfit(referee, match, offer.role).length > 0 || bookingUnfit(loose, match, others, RULES).length > 0 || others.length + 1 > referee.availability.maxMatchesPerDay) violations += 1;
  }

  console.log(`autoAssign: ${(ms / 1000).toFixed(2)} s (target ≤ ${TARGET_SECONDS} s)`);
  console.log(`  roles filled: ${result.offers.length} of ${roles.length}; left open: ${result.unfilled.length}`);
  const why = new Map<string, number>();
  for (const open of result.unfilled) for (const reason of open.reasons) why.set(reason.code, (why.get(reason.code) ?? 0) + 1);
  if (why.size > 0) console.log(`  open roles by reason (a role counts under each reason that kept a referee out): ${JSON.stringify(Object.fromEntries(why))}`);
  for (const open of result.unfilled.slice(0, 5)) console.log(`  open ${open.matchId} ${open.role}: ${open.reasons.map((reason) => reason.message).join('; ')}`);
  const counts = Object.values(result.spread.perReferee);
  const histogram = new Map<number, number>();
  for (const count of counts) histogram.set(count, (histogram.get(count) ?? 0) + 1);
  console.log(
    `  matches per referee: min ${result.spread.min}, max ${result.spread.max}, mean ${result.spread.mean.toFixed(2)}; referees by matches ${JSON.stringify(Object.fromEntries([...histogram].sort((a, b) => a[0] - b[0])))}`,
  );
  console.log(`hard-rule violations: ${violations}`);
  recordFigures('referee-assign', [
    {
      measure: `Gothia-size referee day (${matches.length} matches, ${referees.length} referees, ${roles.length} roles)`,
      current: `${(ms / 1000).toFixed(2)} s`,
      target: `≤ ${TARGET_SECONDS} s`,
      met: ms <= TARGET_SECONDS * 1000,
    },
    { measure: 'roles filled', current: `${result.offers.length} of ${roles.length}`, target: 'each open one explained', met: result.unfilled.every((open) => open.reasons.length > 0) },
    { measure: 'matches per referee (min–max, mean)', current: `${result.spread.min}–${result.spread.max}, ${result.spread.mean.toFixed(2)}`, target: '—' },
    { measure: 'hard-rule violations', current: String(violations), target: '0', met: violations === 0 },
  ]);
  if (violations > 0 || ms > TARGET_SECONDS * 1000 || result.unfilled.some((open) => open.reasons.length === 0)) process.exitCode = 1;
}

main();
