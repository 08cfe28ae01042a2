import Stripe from 'stripe';
import { DEMO_ORGANIZATION, demoAccount } from '../../infra/local/demo-accounts';
import { STRIPE_FAKE_PRICE, STRIPE_FAKE_WEBHOOK_SECRET } from '../../infra/local/emulators/stripe-fake';
import { apiClient, uniqueEmail } from '../support/api-client';
import { localCloudHandle } from '../support/local-cloud-handle';
import { signIn } from '../support/sign-in';

/** Paying to create a tournament: the real stripe client against the local fake, and signed webhooks. */
const cloud = localCloudHandle();
const call = apiClient(cloud);
const stripe = new Stripe('sk_test_unused');
let token: string;

const today = new Date().toISOString().slice(0, 10);
const tournamentBody = () => ({ name: `Paid Cup ${Date.now()}`, type: 'tournament', days: 'weekends', startDate: today, endDate: today, venue: 'Ullevi', ageGroups: ['u12'], genders: ['boys'] });

async function pendingTournament(): Promise<string> {
  const created = await call<{ tournament: { tournamentId: string; payment: { status: string } } }>('POST', '/api/tournaments', { token, body: tournamentBody() });
  expect(created.status).toBe(201);
  expect(created.body.tournament.payment.status).toBe('pending');
  return created.body.tournament.tournamentId;
}

async function paymentOf(tournamentId: string): Promise<string> {
  return (await call<{ tournament: { payment: { status: string } } }>('GET', `/api/tournaments/${tournamentId}`, { token })).body.tournament.payment.status;
}

function signed(event: object): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_FAKE_WEBHOOK_SECRET }) } };
}

const sessionEvent = (type: string, sessionId: string, paymentStatus = 'paid') => ({
  id: `evt_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
});

async function deliver(event: object) {
  const { body, headers } = signed(event);
  const response = await fetch(`${cloud.url}/api/payments/webhook`, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as { outcome?: string; error?: string } };
}

beforeAll(async () => {
  const organizer = { email: uniqueEmail('paying-organizer'), password: 'Organizer1' };
  expect((await call('POST', '/api/auth/signup', { body: { ...organizer, displayName: 'Paying Organizer', organizationName: 'Paying Club' } })).status).toBe(201);
  token = (await signIn(cloud, organizer.email, organizer.password)).idToken;
});

describe('the price, before anything is created', () => {
  it('tells a paying organization what creating a tournament costs, as the payment provider states it', async () => {
    const answer = await call<{ due: boolean; price: { amount: number; currency: string } | null }>('GET', '/api/payments/price', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ due: true, price: { amount: STRIPE_FAKE_PRICE.amount, currency: STRIPE_FAKE_PRICE.currency } });
  });

  it('tells a payment-exempt organization that nothing is due', async () => {
    const admin = demoAccount('admin');
    const demoToken = (await signIn(cloud, admin.email, admin.password)).idToken;
    const answer = await call('GET', '/api/payments/price', { token: demoToken, headers: { 'x-pitchside-org': DEMO_ORGANIZATION.orgId } });
    expect(answer).toMatchObject({ status: 200, body: { due: false, price: null } });
  });
});

describe('paying for a tournament', () => {
  it('an organizer pays on the checkout page and the tournament becomes usable', async () => {
    const tournamentId = await pendingTournament();
    expect((await call('POST', `/api/tournaments/${tournamentId}/publish`, { token })).status).toBe(409);

    const checkout = await call<{ url: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } });
    expect(checkout.status).toBe(200);
    const page = await fetch(checkout.body.url);
    expect(await page.text()).toContain('Pay');
    const paid = await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${cloud.url}/admin/tournaments?payment=success&tournamentId=${tournamentId}`);

    expect(await paymentOf(tournamentId)).toBe('paid');
    expect((await call('POST', `/api/tournaments/${tournamentId}/publish`, { token })).status).toBe(200);
    expect((await call('POST', '/api/payments/checkout', { token, body: { tournamentId } })).status).toBe(409);
  });

  it('cancelling returns to the tournaments page with the tournament still unpaid', async () => {
    const tournamentId = await pendingTournament();
    const checkout = await call<{ url: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } });
    const cancelled = await fetch(`${checkout.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.headers.get('location')).toBe(`${cloud.url}/admin/tournaments?payment=cancelled&tournamentId=${tournamentId}`);
    expect(await paymentOf(tournamentId)).toBe('pending');
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature with a 400 and changes nothing', async () => {
    const tournamentId = await pendingTournament();
    const { sessionId } = (await call<{ sessionId: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } })).body;
    const { body } = signed(sessionEvent('checkout.session.completed', sessionId));
    for (const signature of ['t=1,v1=deadbeef', '']) {
      const response = await fetch(`${cloud.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
      expect(response.status).toBe(400);
    }
    const tampered = signed(sessionEvent('checkout.session.completed', sessionId));
    const response = await fetch(`${cloud.url}/api/payments/webhook`, { method: 'POST', headers: tampered.headers, body: tampered.body.replace('"paid"', '"paid" ') });
    expect(response.status).toBe(400);
    expect(await paymentOf(tournamentId)).toBe('pending');
  });

  it('fulfils once when an event arrives three times, and a late expiry does not undo it', async () => {
    const tournamentId = await pendingTournament();
    const { sessionId } = (await call<{ sessionId: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } })).body;
    const completed = sessionEvent('checkout.session.completed', sessionId);
    const outcomes = [];
    for (let delivery = 0; delivery < 3; delivery += 1) outcomes.push(await deliver(completed));
    expect(outcomes.map((outcome) => [outcome.status, outcome.body.outcome])).toEqual([
      [200, 'fulfilled'],
      [200, 'duplicate'],
      [200, 'duplicate'],
    ]);
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).body.outcome).toBe('already-fulfilled');
    expect((await deliver(sessionEvent('checkout.session.expired', sessionId, 'unpaid'))).body.outcome).toBe('pending');
    expect(await paymentOf(tournamentId)).toBe('paid');
  });

  it('waits for an asynchronous payment, and acknowledges an unknown session without changing anything', async () => {
    const tournamentId = await pendingTournament();
    const { sessionId } = (await call<{ sessionId: string }>('POST', '/api/payments/checkout', { token, body: { tournamentId } })).body;
    expect((await deliver(sessionEvent('checkout.session.completed', sessionId, 'unpaid'))).body.outcome).toBe('pending');
    expect(await paymentOf(tournamentId)).toBe('pending');
    expect((await deliver(sessionEvent('checkout.session.async_payment_succeeded', sessionId))).body.outcome).toBe('fulfilled');
    expect(await paymentOf(tournamentId)).toBe('paid');
    expect(await deliver(sessionEvent('checkout.session.completed', 'cs_test_unknown'))).toEqual({ status: 200, body: { received: true, outcome: 'unknown-session' } });
  });
});
