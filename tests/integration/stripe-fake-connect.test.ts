import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { LocalProfile } from '../../infra/local/profile';
import { startStripeFake, STRIPE_FAKE_WEBHOOK_SECRET } from '../../infra/local/emulators/stripe-fake';

/**
 * The Stripe fake's Connect pieces (issue 32) driven by the real `stripe` client, its signatures and its
 * types: what the entry-fee flow calls must be what Stripe answers, and every webhook must verify with
 * `constructEvent`. The fake runs on a port of its own and sends its events to this test.
 */
jest.setTimeout(30_000);
const events: Stripe.Event[] = [];
let receiver: Server;
let fake: Awaited<ReturnType<typeof startStripeFake>>;
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      // A bad signature throws here and fails the test that waits for the event.
      events.push(new Stripe('sk_test_unused').webhooks.constructEvent(Buffer.concat(chunks).toString('utf8'), String(request.headers['stripe-signature']), STRIPE_FAKE_WEBHOOK_SECRET));
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  fake = await startStripeFake({ host: '127.0.0.1', ports: { stripe: 0, gateway: 0 } } as unknown as LocalProfile, hook);
  const url = new URL(fake.url);
  stripe = new Stripe('sk_test_pitchside_local', { host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0 });
});

afterAll(async () => {
  await fake.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

const eventsOf = (type: string) => events.filter((event) => event.type === type);

function entrySession(destination: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ price_data: { currency: 'sek', unit_amount: 1500_00, product_data: { name: 'Entry fee: Lions U12' } }, quantity: 1 }],
    payment_intent_data: { application_fee_amount: 75_00, transfer_data: { destination }, metadata: { kind: 'entry' } },
    metadata: { kind: 'entry', tournamentId: 't-1', teamKey: 'lionsu12' },
    success_url: 'http://app.test/t/t-1/register?paid=1',
    cancel_url: 'http://app.test/t/t-1/register',
    customer_email: 'club@example.test',
    locale: 'sv',
    ...extra,
  });
}

describe('Stripe Connect in the fake, through the real stripe client', () => {
  it('onboards a connected account, charges with an application fee to it, and refunds once per idempotency key', async () => {
    const account = await stripe.accounts.create({ type: 'express', country: 'SE', email: 'organizer@example.test', metadata: { orgId: 'org-1' } });
    expect(account).toMatchObject({ object: 'account', charges_enabled: false, metadata: { orgId: 'org-1' } });
    // Not onboarded yet: Stripe refuses a destination charge to it.
    await expect(entrySession(account.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);

    const link = await stripe.accountLinks.create({ account: account.id, type: 'account_onboarding', return_url: 'http://app.test/return', refresh_url: 'http://app.test/refresh' });
    expect(await (await fetch(link.url)).text()).toContain('Finish onboarding');
    const finished = await fetch(`${link.url}/finish`, { method: 'POST', redirect: 'manual' });
    expect([finished.status, finished.headers.get('location')]).toEqual([303, 'http://app.test/return']);
    expect((await stripe.accounts.retrieve(account.id)).charges_enabled).toBe(true);
    expect(eventsOf('account.updated').at(-1)).toMatchObject({ account: account.id, data: { object: { id: account.id, charges_enabled: true } } });

    const session = await entrySession(account.id);
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', amount_total: 1500_00, currency: 'sek', metadata: { kind: 'entry', teamKey: 'lionsu12' } });
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe('http://app.test/t/t-1/register?paid=1');
    const completed = eventsOf('checkout.session.completed').at(-1)?.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, payment_status: 'paid', metadata: { kind: 'entry' } });
    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent));
    expect(intent).toMatchObject({ amount: 1500_00, application_fee_amount: 75_00, transfer_data: { destination: account.id } });

    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, reverse_transfer: true, refund_application_fee: true, metadata: { teamKey: 'lionsu12' } },
      { idempotencyKey: 'refund-lionsu12' },
    );
    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 1500_00, payment_intent: intent.id });
    const again = await stripe.refunds.create(
      { payment_intent: intent.id, reverse_transfer: true, refund_application_fee: true, metadata: { teamKey: 'lionsu12' } },
      { idempotencyKey: 'refund-lionsu12' },
    );
    expect(again.id).toBe(refund.id);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({ code: 'charge_already_refunded' });
    expect(eventsOf('charge.refunded').at(-1)?.data.object).toMatchObject({ payment_intent: intent.id, refunded: true, amount_refunded: 1500_00 });
    expect(eventsOf('refund.created')).toHaveLength(1);
  });

  it('expires an open session with its event, and refuses an application fee without a destination', async () => {
    const account = await stripe.accounts.create({ type: 'express' });
    const link = await stripe.accountLinks.create({ account: account.id, type: 'account_onboarding', return_url: 'http://app.test/return', refresh_url: 'http://app.test/refresh' });
    await fetch(`${link.url}/finish`, { method: 'POST', redirect: 'manual' });
    const session = await entrySession(account.id, { expires_at: Math.floor(Date.now() / 1000) + 1800 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect((await stripe.checkout.sessions.expire(session.id)).status).toBe('expired');
    expect(eventsOf('checkout.session.expired').at(-1)?.data.object).toMatchObject({ id: session.id, status: 'expired' });
    expect((await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    await expect(entrySession(account.id, { payment_intent_data: { application_fee_amount: 10 } })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
