import Stripe from 'stripe';
import { divisionIdOf, type ApplicationAnswer, type EntryDecisionAnswer, type EntryList } from '@pitchside/shared';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../infra/local/emulators/stripe-fake';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { mailTo } from '../support/mailbox';
import { application, openSettings, registrationCup } from '../support/registration-fixture';
import { signIn, signInDemo } from '../support/sign-in';
import { DEMO_ORG_HEADERS } from '../support/tournament-fixture';
import { until } from '../support/until';

/**
 * Entry fees paid to the organizer through Stripe Connect (issue 32), against the local cloud and the Stripe
 * fake with the real stripe client: full payment and deposit, a changed price, a double click, the same
 * event three times, a refusal that refunds and hands the place on, a payment that arrives for a team
 * that lost its place, and an organizer who must connect Stripe before asking a fee.
 */
jest.setTimeout(120_000);
const cloud = localCloudHandle();
const call = apiClient(cloud);
const stripe = new Stripe('sk_test_pitchside_local', {
  host: new URL(String(process.env.PITCHSIDE_STRIPE_API_URL)).hostname,
  port: Number(new URL(String(process.env.PITCHSIDE_STRIPE_API_URL)).port),
  protocol: 'http',
});
let adminToken = '';

const admin = <T>(method: string, path: string, body?: unknown) => call<T>(method, path, { token: adminToken, headers: DEMO_ORG_HEADERS, ...(body !== undefined ? { body } : {}) });
const apply = (tournamentId: string, body: unknown) => call<ApplicationAnswer>('POST', `/api/registration/tournaments/${tournamentId}/applications`, { body });
type Club = ReturnType<typeof application>;
const pay = (tournamentId: string, club: Club, team: string, part: 'full' | 'deposit', amount: number, currency = 'SEK') =>
  call<{ url: string; sessionId: string; message?: string; error?: string }>('POST', '/api/payments/entries', {
    body: { tournamentId, applicationKey: club.idempotencyKey, team, part, amount, currency },
  });

async function checkout(url: string): Promise<void> {
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  expect(paid.status).toBe(303);
}

async function entriesOf(base: string, divisionId: string) {
  return (await admin<EntryList>('GET', `${base}/registration/divisions/${divisionId}/entries`)).body.entries;
}

async function paymentOf(base: string, divisionId: string, team: string) {
  return (await entriesOf(base, divisionId)).find((entry) => entry.team === team)?.payment;
}

async function mailSaying(address: string, words: string) {
  return until(async () => {
    const mail = await mailTo(cloud, address).catch(() => null);
    return mail?.text.includes(words) ? mail : undefined;
  }, `a mail to ${address} saying "${words}"`);
}

function signedDelivery(event: object) {
  const body = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_FAKE_WEBHOOK_SECRET });
  return fetch(`${cloud.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { outcome?: string },
  }));
}

beforeAll(async () => {
  adminToken = await signInDemo(cloud, 'admin');
});

describe('entry fees to the organizer', () => {
  it('takes a full payment and a deposit, refunds a refused paid team and lets the next in line pay for the place', async () => {
    const cup = await registrationCup(call, adminToken, 'fees');
    const deposit = { deposit: 500_00, balanceDueOn: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10) };
    expect((await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(2, deposit))).status).toBe(200);
    const lions = application('Lions', [{ name: 'Lions U12', divisionId: cup.boys }], { language: 'sv' });
    const tigers = application('Tigers', [{ name: 'Tigers U12', divisionId: cup.boys }]);
    const bears = application('Bears', [{ name: 'Bears U12', divisionId: cup.boys }], { language: 'de' });
    for (const club of [lions, tigers]) expect((await apply(cup.tournamentId, club)).body.teams[0]).toMatchObject({ status: 'accepted', payment: { total: 1500_00, dueNow: 500_00 } });
    expect((await apply(cup.tournamentId, bears)).body.teams[0]).toMatchObject({ status: 'waitlisted' });

    // Lions pay everything; a double click gets the same session.
    const first = await pay(cup.tournamentId, lions, 'Lions U12', 'full', 1500_00);
    expect(first.status).toBe(200);
    expect((await pay(cup.tournamentId, lions, 'Lions U12', 'full', 1500_00)).body.sessionId).toBe(first.body.sessionId);
    const session = await stripe.checkout.sessions.retrieve(first.body.sessionId);
    expect(session).toMatchObject({ amount_total: 1500_00, currency: 'sek', customer_email: lions.contactEmail, locale: 'sv' });
    await checkout(first.body.url);
    expect(await paymentOf(cup.base, cup.boys, 'Lions U12')).toMatchObject({ status: 'paid', paid: 1500_00 });
    expect((await mailSaying(lions.contactEmail, 'vi har tagit emot')).text).toContain('betald i sin helhet');
    const paidIntent = String((await stripe.checkout.sessions.retrieve(first.body.sessionId)).payment_intent);
    expect(await stripe.paymentIntents.retrieve(paidIntent)).toMatchObject({ application_fee_amount: 45_00, transfer_data: { destination: expect.stringMatching(/^acct_/) } });

    // Tigers pay the deposit, then the balance; a form showing an old amount is told the new one.
    const tigersDeposit = await pay(cup.tournamentId, tigers, 'Tigers U12', 'deposit', 500_00);
    await checkout(tigersDeposit.body.url);
    expect(await paymentOf(cup.base, cup.boys, 'Tigers U12')).toMatchObject({ status: 'deposit', paid: 500_00 });
    expect((await pay(cup.tournamentId, tigers, 'Tigers U12', 'deposit', 500_00)).status).toBe(409);
    const stale = await pay(cup.tournamentId, tigers, 'Tigers U12', 'full', 1500_00);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'price_changed', message: expect.stringContaining('1,000.00') });

    // The same Stripe event three times changes nothing more.
    const depositIntent = String((await stripe.checkout.sessions.retrieve(tigersDeposit.body.sessionId)).payment_intent);
    const replay = {
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: tigersDeposit.body.sessionId, object: 'checkout.session', payment_status: 'paid', payment_intent: depositIntent } },
    };
    const outcomes = [];
    for (let delivery = 0; delivery < 3; delivery++) outcomes.push((await signedDelivery(replay)).body.outcome);
    expect(outcomes).toEqual(['already-fulfilled', 'duplicate', 'duplicate']);
    expect(await paymentOf(cup.base, cup.boys, 'Tigers U12')).toMatchObject({ status: 'deposit', paid: 500_00 });
    await checkout((await pay(cup.tournamentId, tigers, 'Tigers U12', 'full', 1000_00)).body.url);
    expect(await paymentOf(cup.base, cup.boys, 'Tigers U12')).toMatchObject({ status: 'paid', paid: 1500_00 });

    // The organizer refuses the paid Lions: Stripe gives the money back, the place goes to Bears, who pay.
    const refused = await admin<EntryDecisionAnswer>('POST', `${cup.base}/registration/entries/lionsu12/decision`, { action: 'refuse', reason: 'Late squad list' });
    expect(refused.status).toBe(200);
    expect(refused.body.entry).toMatchObject({ status: 'refused', payment: { status: 'refunded' } });
    expect(refused.body.promoted).toMatchObject({ team: 'Bears U12', status: 'accepted' });
    expect((await fetch(`${process.env.PITCHSIDE_STRIPE_API_URL}/v1/payment_intents/${paidIntent}`).then((response) => response.json())) as { refunded: number }).toMatchObject({ refunded: 1500_00 });
    expect((await mailSaying(lions.contactEmail, 'har återbetalats')).text).toContain('Lions U12');
    // Repeating the decision refunds nothing twice.
    expect((await admin<EntryDecisionAnswer>('POST', `${cup.base}/registration/entries/lionsu12/decision`, { action: 'refuse', reason: 'Late squad list' })).body.entry.payment.status).toBe(
      'refunded',
    );
    expect((await pay(cup.tournamentId, lions, 'Lions U12', 'full', 1500_00)).body).toMatchObject({ error: 'no_place' });
    await checkout((await pay(cup.tournamentId, bears, 'Bears U12', 'full', 1500_00)).body.url);
    expect(await paymentOf(cup.base, cup.boys, 'Bears U12')).toMatchObject({ status: 'paid', paid: 1500_00 });
  });

  it('refunds a payment that arrives after the team lost its place, and refuses strangers and unknown teams', async () => {
    const cup = await registrationCup(call, adminToken, 'late-pay');
    await admin('PUT', `${cup.base}/registration/divisions/${cup.boys}`, openSettings(2));
    const owls = application('Owls', [{ name: 'Owls U12', divisionId: cup.boys }]);
    await apply(cup.tournamentId, owls);
    const started = await pay(cup.tournamentId, owls, 'Owls U12', 'full', 1500_00);
    expect(started.status).toBe(200);
    await admin('POST', `${cup.base}/registration/entries/owlsu12/decision`, { action: 'withdraw' });
    await checkout(started.body.url);
    const intent = String((await stripe.checkout.sessions.retrieve(started.body.sessionId)).payment_intent);
    expect((await fetch(`${process.env.PITCHSIDE_STRIPE_API_URL}/v1/payment_intents/${intent}`).then((response) => response.json())) as { refunded: number }).toMatchObject({ refunded: 1500_00 });
    expect(await paymentOf(cup.base, cup.boys, 'Owls U12')).toMatchObject({ status: 'unpaid', paid: 0 });

    const stranger = { ...owls, idempotencyKey: 'someone-elses-key-123' };
    expect((await pay(cup.tournamentId, stranger, 'Owls U12', 'full', 1500_00)).status).toBe(404);
    expect((await pay(cup.tournamentId, owls, 'Nobody U12', 'full', 1500_00)).status).toBe(404);
    expect((await pay('no-such-tournament', owls, 'Owls U12', 'full', 1500_00)).status).toBe(404);
    expect(
      (await call('POST', '/api/payments/entries', { body: { tournamentId: cup.tournamentId, applicationKey: owls.idempotencyKey, team: 'x'.repeat(101), part: 'full', amount: 1, currency: 'SEK' } }))
        .status,
    ).toBe(400);
  });
});

describe("the organizer's Stripe account", () => {
  it('must be connected before a fee is asked; onboarding at Stripe makes it ready', async () => {
    const organizer = { email: uniqueEmail('connect-organizer'), password: 'Organizer1' };
    expect((await call('POST', '/api/auth/signup', { body: { ...organizer, displayName: 'Connect Organizer', organizationName: 'Connect Club' } })).status).toBe(201);
    const token = (await signIn(cloud, organizer.email, organizer.password)).idToken;
    const today = new Date().toISOString().slice(0, 10);
    const created = await call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token,
      body: { name: `Connect Cup ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Ullevi', ageGroups: ['u12'], genders: ['boys'] },
    });
    const tournamentId = created.body.tournament.tournamentId;
    expect((await call('POST', `/api/tournaments/${tournamentId}/divisions`, { token, body: { name: 'Boys U12', age: 'u12', gender: 'boys' } })).status).toBe(201);
    const settings = `/api/tournaments/${tournamentId}/registration/divisions/${divisionIdOf('Boys U12')}`;

    const refused = await call<{ error: string; message: string }>('PUT', settings, { token, body: openSettings(4) });
    expect(refused).toMatchObject({ status: 409, body: { error: 'stripe_not_connected', message: "Connect the organization's Stripe account before asking an entry fee" } });
    expect((await call('PUT', settings, { token, body: openSettings(4, { entryFee: 0 }) })).status).toBe(200);

    expect((await call('GET', '/api/payments/connect', { token })).body).toEqual({ state: 'none' });
    const link = await call<{ url: string }>('POST', '/api/payments/connect', { token, body: { tournamentId } });
    expect(link.status).toBe(200);
    // Two clicks: still one account.
    await call('POST', '/api/payments/connect', { token, body: { tournamentId } });
    expect((await call('GET', '/api/payments/connect', { token })).body).toEqual({ state: 'pending' });
    const back = await fetch(`${link.body.url}/finish`, { method: 'POST', redirect: 'manual' });
    expect(back.headers.get('location')).toBe(`${cloud.url}/admin/tournaments/${tournamentId}?tab=registration&stripe=return`);
    expect((await call('GET', '/api/payments/connect', { token })).body).toEqual({ state: 'ready' });
    expect((await call('PUT', settings, { token, body: openSettings(4) })).status).toBe(200);
  });
});
