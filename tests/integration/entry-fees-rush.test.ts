import type { EntryList } from '@pitchside/shared';
import { apiClient } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { application, openSettings, registrationCup } from '../support/registration-fixture';
import { signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';

/**
 * Issue 32's fault test. The race: clubs pay at the very moment the organizer refuses half of them
 * (payments, webhooks and decisions all in flight at once). The kill: the payment function dies before it
 * writes (Stripe got no answer and retries later). Whatever the order, no place is both held and given away,
 * and no payment stands without a place: a refused team's money is back at Stripe (refunded by the refusal
 * or by the webhook that found the place gone), a kept team's payment counts once.
 */
jest.setTimeout(180_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const stripeApi = String(process.env.PITCHSIDE_STRIPE_API_URL);
let adminToken = '';
const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
});

it('pays and refuses at once: every refused payment is refunded, every kept one counted once, places exact', async () => {
  const cup = await registrationCup(call, adminToken, 'pay-rush');
  const PLACES = 6;
  await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(PLACES));
  const clubs = Array.from({ length: PLACES + 4 }, (_, i) => application(`Rush Pay ${i}`, [{ name: `Rush Pay ${i}`, divisionId: cup.boys }]));
  for (const club of clubs) expect((await call('POST', `/api/registration/tournaments/${cup.tournamentId}/applications`, { body: club })).status).toBe(201);
  const holders = clubs.slice(0, PLACES);
  const sessions = await Promise.all(
    holders.map(async (club) => {
      const team = club.teams[0]!.name;
      const started = await call<{ url: string; sessionId: string }>('POST', '/api/payments/entries', {
        body: { tournamentId: cup.tournamentId, applicationKey: club.idempotencyKey, team, part: 'full', amount: 1500_00, currency: 'SEK' },
      });
      expect(started.status).toBe(200);
      return { team, key: team.toLowerCase().replace(/\s+/g, ''), ...started.body };
    }),
  );
  const refused = new Set(sessions.filter((_, i) => i % 2 === 0).map((session) => session.key));

  // Every club pays and the organizer refuses half of them, all at once.
  await Promise.all([
    ...sessions.map((session) => fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })),
    ...[...refused].map((key) => admin('POST', `${cup.base}/registration/entries/${key}/decision`, { action: 'refuse', reason: 'Rush' })),
  ]);

  const entries: EntryList['entries'] = [];
  for (const status of ['accepted', 'refused', 'waitlisted'] as const)
    entries.push(...(await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries?status=${status}`)).body.entries);
  const byKey = new Map(entries.map((entry) => [entry.teamKey, entry]));
  const accepted = entries.filter((entry) => entry.status === 'accepted');
  expect(accepted).toHaveLength(PLACES);
  for (const session of sessions) {
    const intentId = ((await fetch(`${stripeApi}/v1/checkout/sessions/${session.sessionId}`).then((response) => response.json())) as { payment_intent: string }).payment_intent;
    const intent = (await fetch(`${stripeApi}/v1/payment_intents/${intentId}`).then((response) => response.json())) as { amount: number; refunded: number };
    const entry = byKey.get(session.key)!;
    if (refused.has(session.key)) {
      // The place went on; the money went back exactly once, whichever side refunded.
      expect([session.team, entry.status, intent.refunded]).toEqual([session.team, 'refused', 1500_00]);
      expect(['refunded', 'unpaid']).toContain(entry.payment.status);
    } else {
      expect([session.team, entry.status, entry.payment.status, entry.payment.paid, intent.refunded]).toEqual([session.team, 'accepted', 'paid', 1500_00, 0]);
    }
  }
  // The freed places went to the line's head, who have not paid: unpaid, never a payment without a place.
  const promoted = accepted.filter((entry) => !sessions.some((session) => session.key === entry.teamKey));
  expect(promoted).toHaveLength(refused.size);
  for (const entry of promoted) expect(entry.payment).toMatchObject({ status: 'unpaid', paid: 0 });
  const overview = await admin<{ divisions: { divisionId: string; registration: { held: number } | null }[] }>('GET', `${cup.base}/registration`);
  expect(overview.body.divisions.find((division) => division.divisionId === cup.boys)?.registration?.held).toBe(PLACES);
});

it('a payment whose webhook died before writing: refunded if the place went meanwhile, counted if it is still held', async () => {
  const cup = await registrationCup(call, adminToken, 'pay-killed');
  await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(2));
  const [x, y, z] = ['Killed X', 'Killed Y', 'Killed Z'].map((label) => application(label, [{ name: label, divisionId: cup.boys }]));
  for (const club of [x!, y!, z!]) await call('POST', `/api/registration/tournaments/${cup.tournamentId}/applications`, { body: club });
  const startPaying = async (club: typeof x) =>
    (
      await call<{ url: string; sessionId: string }>('POST', '/api/payments/entries', {
        body: { tournamentId: cup.tournamentId, applicationKey: club!.idempotencyKey, team: club!.teams[0]!.name, part: 'full', amount: 1500_00, currency: 'SEK' },
      })
    ).body;
  const xs = await startPaying(x);
  const ys = await startPaying(y);
  // Both pay at Stripe; the function handling each event is killed before it writes anything.
  for (const session of [xs, ys]) expect((await fetch(`${session.url}/pay?delivery=lost`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const payment = async (key: string) => (await admin<EntryList>('GET', `${cup.base}/registration/divisions/${cup.boys}/entries`)).body.entries.find((entry) => entry.teamKey === key);
  expect((await payment('killedx'))?.payment).toMatchObject({ status: 'unpaid', paid: 0 });
  // Meanwhile X is refused (nothing recorded to refund yet) and Z gets its place.
  const refusal = await admin<{ promoted: { team: string } | null }>('POST', `${cup.base}/registration/entries/killedx/decision`, { action: 'refuse', reason: 'Late' });
  expect(refusal.body.promoted).toMatchObject({ team: 'Killed Z' });

  // Stripe retries: X's money goes back, Y's payment counts; a second retry changes nothing.
  expect(await fetch(`${stripeApi}/test/redeliver`, { method: 'POST' }).then((response) => response.json())).toEqual({ redelivered: 2 });
  const intentOf = async (sessionId: string) => ((await fetch(`${stripeApi}/v1/checkout/sessions/${sessionId}`).then((response) => response.json())) as { payment_intent: string }).payment_intent;
  const refundedOf = async (sessionId: string) => ((await fetch(`${stripeApi}/v1/payment_intents/${await intentOf(sessionId)}`).then((response) => response.json())) as { refunded: number }).refunded;
  expect(await refundedOf(xs.sessionId)).toBe(1500_00);
  expect(await refundedOf(ys.sessionId)).toBe(0);
  expect((await payment('killedx'))?.payment).toMatchObject({ status: 'unpaid', paid: 0 });
  expect((await payment('killedy'))?.payment).toMatchObject({ status: 'paid', paid: 1500_00 });
  expect(await payment('killedz')).toMatchObject({ status: 'accepted', payment: { status: 'unpaid', paid: 0 } });
  expect(await fetch(`${stripeApi}/test/redeliver`, { method: 'POST' }).then((response) => response.json())).toEqual({ redelivered: 0 });
});
