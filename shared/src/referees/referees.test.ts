import * as fc from 'fast-check';
import { AGES, type Age } from '../constants/ages';
import { availabilityInputSchema, availabilityOutsideDays, type AvailabilityInput } from './availability';
import { autoAssign, officialRolesOf } from './auto-assign';
import { bookingUnfit, matchCandidates, staticUnfit, type Booking, type OfficiatedMatch, type OfficiatingRules, type RefereeProfile } from './candidates';
import { effectiveOfferState, nextOfferState } from './offer-state';

const RULES: OfficiatingRules = { restMinutes: 15, travelMinutes: (from, to) => (from === to ? 0 : 30) };
const open: AvailabilityInput = {
  windows: [{ date: '2026-07-14', start: '08:00', end: '20:00' }],
  pitches: [],
  maxMatchesPerDay: 4,
  ages: [...AGES],
  roles: ['centre', 'assistant'],
  unavailable: [],
  clubs: [],
};
const referee = (uid: string, availability: Partial<AvailabilityInput> = {}, clubs: string[] = []): RefereeProfile => ({ uid, name: uid, availability: { ...open, ...availability }, clubs });
const match = (matchId: string, start: number, extra: Partial<OfficiatedMatch> = {}): OfficiatedMatch => ({
  matchId,
  date: '2026-07-14',
  start,
  end: start + 50,
  age: 'u12',
  pitchId: 'p1',
  venue: 'North',
  homeClub: 'Owls FC',
  awayClub: 'Foxes FC',
  ...extra,
});

describe('availability', () => {
  it('refuses a window or a date off outside the tournament, naming the date', () => {
    const days = { startDate: '2026-07-14', endDate: '2026-07-16' };
    expect(availabilityOutsideDays(open, days)).toBeNull();
    expect(availabilityOutsideDays({ ...open, windows: [...open.windows, { date: '2026-07-17', start: '08:00', end: '09:00' }] }, days)).toMatchObject({
      field: 'windows.1.date',
      values: { date: '2026-07-17' },
    });
    expect(availabilityOutsideDays({ ...open, unavailable: ['2026-07-13'] }, days)).toMatchObject({ field: 'unavailable.0' });
  });

  it('has a limit on every list and a window that ends after it starts', () => {
    expect(availabilityInputSchema.safeParse(open).success).toBe(true);
    expect(availabilityInputSchema.safeParse({ ...open, windows: Array.from({ length: 61 }, () => open.windows[0]) }).success).toBe(false);
    expect(availabilityInputSchema.safeParse({ ...open, windows: [{ date: '2026-07-14', start: '10:00', end: '09:00' }] }).success).toBe(false);
    expect(availabilityInputSchema.safeParse({ ...open, clubs: ['x'.repeat(121)] }).success).toBe(false);
    expect(availabilityInputSchema.safeParse({ ...open, maxMatchesPerDay: 13 }).success).toBe(false);
    expect(availabilityInputSchema.safeParse({ ...open, roles: [] }).success).toBe(false);
  });
});

describe('who is free for a match', () => {
  it('says why each referee cannot: day, window, pitch, age, role, club', () => {
    const m = match('m1', 600);
    expect(staticUnfit(referee('a', { unavailable: ['2026-07-14'] }), m, 'centre')).toEqual(['unavailableDate']);
    expect(staticUnfit(referee('b', { windows: [{ date: '2026-07-14', start: '08:00', end: '10:30' }] }), m, 'centre')).toEqual(['outsideWindow']);
    expect(staticUnfit(referee('c', { pitches: ['p2'], ages: ['u9'], roles: ['assistant'] }), m, 'centre')).toEqual(['pitch', 'age', 'role']);
    expect(staticUnfit(referee('d', {}, [' owls fc']), m, 'centre')).toEqual(['connected']);
  });

  it('keeps them off overlapping matches, gives rest, and travel time between venues', () => {
    const r = referee('r');
    const before: Booking = { matchId: 'x', date: '2026-07-14', start: 540, end: 590, venue: 'North' };
    expect(bookingUnfit(r, match('m', 580), [before], RULES)).toEqual(['booked']);
    expect(bookingUnfit(r, match('m', 600), [before], RULES)).toEqual(['resting']);
    expect(bookingUnfit(r, match('m', 605), [before], RULES)).toEqual([]);
    expect(bookingUnfit(r, match('m', 610, { venue: 'South' }), [before], RULES)).toEqual(['travel']);
    expect(bookingUnfit(r, match('m', 640, { venue: 'South' }), [before], RULES)).toEqual([]);
    expect(bookingUnfit(referee('full', { maxMatchesPerDay: 1 }), match('m', 700), [before], RULES)).toEqual(['dayFull']);
  });

  it('lists the free first, then the connected (flagged), then the rest', () => {
    const list = matchCandidates(match('m', 600), 'centre', [referee('busy', { ages: ['u9'] }), referee('club', {}, ['Foxes FC']), referee('free')], () => [], RULES);
    expect(list.map((candidate) => [candidate.uid, candidate.free, candidate.connected])).toEqual([
      ['free', true, false],
      ['club', false, true],
      ['busy', false, false],
    ]);
  });
});

describe('offers', () => {
  it('move offered → accepted | declined | expired, accepted → release requested → released | kept, and nothing else', () => {
    expect(nextOfferState('offered', 'accept')).toBe('accepted');
    expect(nextOfferState('offered', 'decline')).toBe('declined');
    expect(nextOfferState('declined', 'accept')).toBeNull();
    expect(nextOfferState('expired', 'accept')).toBeNull();
    expect(nextOfferState('accepted', 'requestRelease')).toBe('releaseRequested');
    expect(nextOfferState('releaseRequested', 'keep')).toBe('kept');
    expect(nextOfferState('releaseRequested', 'release')).toBe('released');
    expect(nextOfferState('accepted', 'release')).toBeNull();
  });

  it('an unanswered offer past its deadline reads as expired', () => {
    const offer = { state: 'offered' as const, expiresAt: '2026-07-14T10:00:00Z' };
    expect(effectiveOfferState(offer, new Date('2026-07-14T09:59:59Z'))).toBe('offered');
    expect(effectiveOfferState(offer, new Date('2026-07-14T10:00:00Z'))).toBe('expired');
    expect(effectiveOfferState({ ...offer, state: 'accepted' }, new Date('2026-07-15T00:00:00Z'))).toBe('accepted');
  });
});

describe('filling a day automatically', () => {
  it('needs assistants only where the age plays 11-a-side', () => {
    expect(officialRolesOf('u12')).toEqual(['centre']);
    expect(officialRolesOf('u15')).toEqual(['centre', 'assistant', 'assistant']);
  });

  it('spreads matches evenly and explains every role it leaves open', () => {
    const matches = [match('m1', 540), match('m2', 540, { pitchId: 'p2' }), match('m3', 660), match('m4', 660, { pitchId: 'p2' })];
    const result = autoAssign({ matches, roles: matches.map((m) => ({ matchId: m.matchId, role: 'centre' as const })), referees: [referee('a'), referee('b')], bookings: new Map(), rules: RULES });
    expect(result.offers).toHaveLength(4);
    expect(result.spread).toMatchObject({ min: 2, max: 2 });
    const three = autoAssign({
      matches: [...matches, match('m5', 540, { pitchId: 'p3' })],
      roles: [...matches, match('m5', 540)].map((m) => ({ matchId: m.matchId, role: 'centre' as const })),
      referees: [referee('a'), referee('b')],
      bookings: new Map(),
      rules: RULES,
    });
    expect(three.unfilled).toHaveLength(1);
    expect(three.unfilled[0]?.reasons).toEqual([{ code: 'booked', count: 2, message: 'On another match then: 2', messageId: 'referees.unfit.booked', values: { count: 2 } }]);
  });

  it('says so when nobody has given availability', () => {
    const result = autoAssign({ matches: [match('m', 600)], roles: [{ matchId: 'm', role: 'centre' }], referees: [], bookings: new Map(), rules: RULES });
    expect(result.unfilled[0]?.reasons[0]).toMatchObject({ code: 'noReferees', message: 'No referee has said when they can officiate' });
  });

  const ages = fc.constantFrom<Age>('u9', 'u12', 'u15');
  const matchArb = fc.record({
    start: fc.integer({ min: 480, max: 1080 }),
    age: ages,
    pitch: fc.integer({ min: 1, max: 4 }),
    venue: fc.constantFrom('North', 'South'),
    club: fc.integer({ min: 0, max: 5 }),
  });
  const refArb = fc.record({
    from: fc.integer({ min: 8, max: 12 }),
    to: fc.integer({ min: 13, max: 20 }),
    max: fc.integer({ min: 1, max: 5 }),
    ages: fc.subarray<Age>(['u9', 'u12', 'u15'], { minLength: 1 }),
    assistantOnly: fc.boolean(),
    club: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  });

  it('never breaks a hard rule, and every open role is either offered once or explained', () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 25 }), fc.array(refArb, { maxLength: 12 }), (rawMatches, rawRefs) => {
        const matches = rawMatches.map((raw, index) =>
          match(`m${index}`, raw.start, { age: raw.age, pitchId: `p${raw.pitch}`, venue: raw.venue, homeClub: `Club ${raw.club}`, awayClub: `Club ${raw.club + 1}` }),
        );
        const referees = rawRefs.map((raw, index) =>
          referee(
            `r${index}`,
            {
              windows: [{ date: '2026-07-14', start: `${String(raw.from).padStart(2, '0')}:00`, end: `${raw.to}:00` }],
              maxMatchesPerDay: raw.max,
              ages: raw.ages,
              roles: raw.assistantOnly ? ['assistant'] : ['centre', 'assistant'],
            },
            raw.club === undefined ? [] : [`Club ${raw.club}`],
          ),
        );
        const roles = matches.flatMap((m) => officialRolesOf(m.age).map((role) => ({ matchId: m.matchId, role })));
        const result = autoAssign({ matches, roles, referees, bookings: new Map(), rules: RULES });
        expect(result.offers.length + result.unfilled.length).toBe(roles.length);
        const byMatch = new Map(matches.map((m) => [m.matchId, m]));
        const byRef = new Map(referees.map((r) => [r.uid, r]));
        const placed = new Map<string, OfficiatedMatch[]>();
        for (const offer of result.offers) {
          const m = byMatch.get(offer.matchId) as OfficiatedMatch;
          const r = byRef.get(offer.refereeUid) as RefereeProfile;
          expect(staticUnfit(r, m, offer.role)).toEqual([]);
          placed.set(r.uid, [...(placed.get(r.uid) ?? []), m]);
        }
        for (const [uid, list] of placed) {
          const r = byRef.get(uid) as RefereeProfile;
          expect(list.length).toBeLessThanOrEqual(r.availability.maxMatchesPerDay);
          for (const m of list)
            expect(
              bookingUnfit(
                { ...r, availability: { ...r.availability, maxMatchesPerDay: 99 } },
                m,
                list.filter((other) => other !== m),
                RULES,
              ),
            ).toEqual([]);
        }
        for (const unfilled of result.unfilled) expect(unfilled.reasons.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });
});
