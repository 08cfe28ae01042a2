import { createDatabase } from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import type { AvailabilityAnswer, AvailabilityInput, CandidatesAnswer, FillDayAnswer, MatchView, OfferList, OfferView } from '@pitchside/shared';
import { answerOffer, expireOffer } from '../../services/referees/src/use-cases/answers';
import { dynamoRefereeStore } from '../../services/referees/src/adapters/referee-store';
import { portsOf } from '../../services/referees/src/wiring';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { mailTo } from '../support/mailbox';
import { signIn, signInDemo } from '../support/sign-in';
import { createTournamentFixture, DEMO_ORG_HEADERS, type TournamentFixture } from '../support/tournament-fixture';

/**
 * Referees' availability and offers (issue 34) through the real API on the local cloud: what a referee
 * says, the assignor's offers, answers, the pool, the day's fill, and every refusal writing nothing. The
 * deadline is passed by a clock port hours on (the test never waits); two answers and an answer racing the
 * expiry run at once against DynamoDB Local. Only this test's tournaments and people are asserted on.
 */
jest.setTimeout(120_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const db = createDatabase(cloud.resources.tableName, dynamo());
const store = dynamoRefereeStore(db);
const HOUR = 3_600_000;
const portsAt = (hours: number) => portsOf(db, sesMailer('referees@pitchside.local'), cloud.url, { now: () => new Date(Date.now() + hours * HOUR) });
const today = new Date().toISOString().slice(0, 10);
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface Person {
  email: string;
  token: string;
  uid: string;
}
let adminToken = '';
let assignorToken = '';
let assignor: Person;
const as = (token: string) => ({ token, headers: DEMO_ORG_HEADERS });
const uidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;

async function person(label: string, role: Record<string, boolean>, language?: string): Promise<Person> {
  const account = { email: uniqueEmail(label), password: 'Referee1234' };
  const created = await call('POST', '/api/auth/create-user', { ...as(adminToken), body: { ...account, displayName: `${label} Person`, role } });
  expect(created.status).toBeLessThan(300);
  const token = (await signIn(cloud, account.email, account.password)).idToken;
  if (language) expect((await call('PUT', '/api/profile', { token, body: { language } })).status).toBe(200);
  return { email: account.email, token, uid: uidOf(token) };
}

const availability = (extra: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  windows: [{ date: today, start: '07:00', end: '22:00' }],
  pitches: [],
  maxMatchesPerDay: 6,
  ages: ['u12'],
  roles: ['centre'],
  unavailable: [],
  clubs: [],
  ...extra,
});

let cup: TournamentFixture;
let base = '';
let anna: Person;
let bo: Person;
let coach: Person;

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
  cup = await createTournamentFixture(call, adminToken, { name: `Referee Offers ${Date.now()}` });
  base = `/api/tournaments/${cup.tournamentId}`;
  [anna, bo, coach, assignor] = await Promise.all([
    person('anna-ref', { referee: true }),
    person('bo-ref', { referee: true }, 'sv'),
    person('coach-not-ref', { coach: true }),
    // An admin of the organization assigns here (the referee assignor role is not one a user form gives).
    person('assignor', { admin: true }, 'en'),
  ]);
  assignorToken = assignor.token;
});

const offers = async () => (await call<OfferList>('GET', `${base}/referees/offers`, as(assignorToken))).body.offers;
const offer = (matchId: string, refereeUid: string, hours = 24) =>
  call<{ offers: OfferView[]; error?: string; message?: string }>('POST', `${base}/referees/offers`, {
    ...as(assignorToken),
    body: { offers: [{ matchId, refereeUid, role: 'centre' }], expiresAt: inHours(hours) },
  });
const answer = (who: Person, offerId: string, reply: 'accept' | 'decline') =>
  call<{ offer: OfferView; error?: string; message?: string }>('POST', `${base}/referees/offers/${offerId}/answer`, { token: who.token, body: { answer: reply } });

describe('availability', () => {
  it('is the referee’s own, within the tournament’s days, and frozen once the plan is locked', async () => {
    const mine = `${base}/referees/me/availability`;
    const listed = await call<{ tournaments: { tournamentId: string }[] }>('GET', '/api/referees/me/tournaments', { token: anna.token });
    expect(listed.body.tournaments.map((tournament) => tournament.tournamentId)).toContain(cup.tournamentId);
    expect((await call<AvailabilityAnswer>('GET', mine, { token: anna.token })).body).toMatchObject({ availability: null, locked: false, startDate: today });

    const outside = await call<{ error: string; message: string }>('PUT', mine, { token: anna.token, body: availability({ windows: [{ date: '2001-01-01', start: '09:00', end: '12:00' }] }) });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(`2001-01-01 is not a day of this tournament (${today} to ${today})`);
    expect((await call<AvailabilityAnswer>('GET', mine, { token: anna.token })).body.availability).toBeNull();

    // A coach has no availability to give.
    expect((await call('PUT', mine, { token: coach.token, body: availability() })).status).toBe(403);

    const saved = await call<AvailabilityAnswer>('PUT', mine, { token: anna.token, body: availability() });
    expect(saved.status).toBe(200);
    expect(saved.body.availability).toMatchObject({ windows: [{ date: today, start: '07:00', end: '22:00' }], maxMatchesPerDay: 6 });
    expect((await call('PUT', mine, { token: bo.token, body: availability() })).status).toBe(200);

    expect((await call('PUT', `${base}/referees/plan`, { ...as(assignorToken), body: { locked: true } })).status).toBe(200);
    const late = await call<{ message: string }>('PUT', mine, { token: anna.token, body: availability({ maxMatchesPerDay: 1 }) });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The referee plan of this tournament is locked');
    expect((await call<AvailabilityAnswer>('GET', mine, { token: anna.token })).body.availability).toMatchObject({ maxMatchesPerDay: 6 });
    expect((await call('PUT', `${base}/referees/plan`, { ...as(assignorToken), body: { locked: false } })).status).toBe(200);
  });
});

describe('offers and answers', () => {
  it('refuses an offer to a non-referee or to another organization’s referee, writing nothing', async () => {
    const [matchId] = cup.matchIds as [string];
    const toCoach = await offer(matchId, coach.uid);
    expect(toCoach.status).toBe(400);
    expect(toCoach.body.message).toBe('Choose a referee of this organization');

    const outsider = { email: uniqueEmail('other-org-ref'), password: 'Other1234' };
    expect((await call('POST', '/api/auth/signup', { body: { ...outsider, displayName: 'Outside Admin', organizationName: `Elsewhere ${Date.now()}` } })).status).toBe(201);
    const outsiderUid = uidOf((await signIn(cloud, outsider.email, outsider.password)).idToken);
    expect((await offer(matchId, outsiderUid)).status).toBe(400);
    expect((await offer(matchId, anna.uid, -1)).status).toBe(400);
    expect(await offers()).toEqual([]);
  });

  it('the offered referee accepts; nobody else may answer; the centre referee becomes the match’s referee', async () => {
    const matchId = cup.matchIds[0] as string;
    const made = await offer(matchId, anna.uid);
    expect(made.status).toBe(201);
    const [annaOffer] = made.body.offers as [OfferView];
    expect(annaOffer).toMatchObject({ state: 'offered', refereeUid: anna.uid, role: 'centre' });
    expect((await mailTo(cloud, anna.email)).subject).toBe(`Can you officiate ${cup.teams[0]} – ${cup.teams[1]}?`);
    // The role is held: a second offer of it is refused.
    expect((await offer(matchId, bo.uid)).status).toBe(409);

    const stolen = await answer(bo, annaOffer.offerId, 'accept');
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe('This offer was made to another referee');

    // Two taps at once: one yes counts, the other is told it is answered.
    const both = await Promise.all([answer(anna, annaOffer.offerId, 'accept'), answer(anna, annaOffer.offerId, 'accept')]);
    expect(both.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const match = await call<MatchView>('GET', `${base}/matches/${matchId}`, as(adminToken));
    expect(match.body).toMatchObject({ refereeId: anna.uid, refereeName: 'anna-ref Person' });
    expect((await offers()).find((listed) => listed.offerId === annaOffer.offerId)?.state).toBe('accepted');
  });

  it('a decline puts the role back in the pool, tells the assignor, and the role is offered again', async () => {
    const matchId = cup.matchIds[1] as string;
    const [boOffer] = (await offer(matchId, bo.uid)).body.offers as [OfferView];
    // Bo's profile says Swedish: so does the offer.
    expect((await mailTo(cloud, bo.email)).subject).toBe(`Kan du döma ${cup.teams[0]} – ${cup.teams[2]}?`);
    expect((await answer(bo, boOffer.offerId, 'decline')).body.offer.state).toBe('declined');
    expect((await mailTo(cloud, assignor.email)).subject).toBe(`bo-ref Person declined ${cup.teams[0]} – ${cup.teams[2]}`);
    // Declined is final for that offer; the role is free for another.
    expect((await answer(bo, boOffer.offerId, 'accept')).status).toBe(409);
    const again = await offer(matchId, anna.uid);
    expect(again.status).toBe(201);
  });

  it('an answer after the deadline is refused and writes nothing; the sweep expires it once, racing an answer', async () => {
    const matchId = cup.matchIds[2] as string;
    const [late] = (await offer(matchId, bo.uid, 1)).body.offers as [OfferView];
    const twoHoursOn = portsAt(2);
    await expect(answerOffer(twoHoursOn, { uid: bo.uid, email: bo.email, displayName: 'bo-ref Person', roles: ['referee'] }, cup.tournamentId, late.offerId, 'accept')).rejects.toMatchObject({
      status: 409,
      code: 'offer_expired',
    });
    expect((await store.offer(cup.tournamentId, late.offerId))?.state).toBe('offered');

    // The sweep's expiry and the referee's yes (still in time by the real clock) at once: exactly one wins.
    const stored = await store.offer(cup.tournamentId, late.offerId);
    const [expired, reply] = await Promise.all([expireOffer(twoHoursOn, stored as never), answer(bo, late.offerId, 'accept')]);
    const final = await store.offer(cup.tournamentId, late.offerId);
    if (expired) {
      expect(reply.status).toBe(409);
      expect(final?.state).toBe('expired');
      expect((await store.heldSlots(cup.tournamentId, matchId)).size).toBe(0);
    } else {
      expect(reply.status).toBe(200);
      expect(final?.state).toBe('accepted');
      expect((await store.heldSlots(cup.tournamentId, matchId)).get('centre')).toBe(late.offerId);
    }
    expect(await expireOffer(twoHoursOn, final as never)).toBe(false);
  });

  it('an accepted referee asks to be released and the assignor releases them: the match is without a referee again', async () => {
    const matchId = cup.matchIds[0] as string;
    const accepted = (await offers()).find((listed) => listed.matchId === matchId && listed.state === 'accepted') as OfferView;
    const asked = await call<{ offer: OfferView }>('POST', `${base}/referees/offers/${accepted.offerId}/release-request`, { token: anna.token, body: { reason: 'Sick' } });
    expect(asked.body.offer.state).toBe('releaseRequested');
    expect((await call('POST', `${base}/referees/offers/${accepted.offerId}/release-request`, { token: bo.token, body: { reason: 'Not mine' } })).status).toBe(403);
    const released = await call<{ offer: OfferView }>('POST', `${base}/referees/offers/${accepted.offerId}/release-decision`, { ...as(assignorToken), body: { decision: 'release' } });
    expect(released.body.offer.state).toBe('released');
    expect((await call<MatchView>('GET', `${base}/matches/${matchId}`, as(adminToken))).body.refereeId).toBeNull();
  });
});

describe('the board', () => {
  it('lists who is free for a match, and fills the day’s open roles within the hard rules', async () => {
    const matchId = cup.matchIds[5] as string;
    const candidates = await call<CandidatesAnswer>('GET', `${base}/matches/${matchId}/referee-candidates`, as(assignorToken));
    expect(candidates.status).toBe(200);
    expect(
      candidates.body.candidates
        .filter((candidate) => candidate.free)
        .map((candidate) => candidate.uid)
        .sort(),
    ).toEqual([anna.uid, bo.uid].sort());

    const before = (await offers()).length;
    const fill = await call<FillDayAnswer>('POST', `${base}/referees/fill-day`, { ...as(assignorToken), body: { date: today } });
    expect(fill.status).toBe(200);
    const held = new Set((await offers()).filter((listed) => ['offered', 'accepted', 'releaseRequested', 'kept'].includes(listed.state)).map((listed) => listed.matchId));
    const open = cup.matchIds.filter((id) => !held.has(id));
    expect(fill.body.offers.map((proposed) => proposed.matchId).sort()).toEqual(open.sort());
    expect(fill.body.unfilled).toEqual([]);
    // Fairness: the two referees' matches differ by one at most.
    expect(Math.abs((fill.body.spread.perReferee[anna.uid] ?? 0) - (fill.body.spread.perReferee[bo.uid] ?? 0))).toBeLessThanOrEqual(1);
    // A proposal writes nothing.
    expect(await offers()).toHaveLength(before);
  });
});
