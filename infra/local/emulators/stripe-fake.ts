import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { LocalProfile } from '../profile';
import { connectError, connectState, createAccount, nested, now, paymentFor, record, stripeId, text } from './stripe-fake-connect';
import { connectRoutes, json, readForm } from './stripe-fake-connect-routes';

/** Test-mode secrets the fake and the local payments service share. Never real keys. */
export const STRIPE_FAKE_SECRET_KEY = 'sk_test_pitchside_local';
export const STRIPE_FAKE_WEBHOOK_SECRET = 'whsec_pitchside_local';
export const STRIPE_FAKE_PRICE_ID = 'price_pitchside_tournament_local';
/** What the fake's price costs (minor units): the app reads it like Stripe's, so nothing hard-codes it. */
export const STRIPE_FAKE_PRICE = { amount: 4900, currency: 'eur' } as const;

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  created: number;
  expires_at: number;
  customer_email: string | null;
  locale: string | null;
  payment_intent: string | null;
  /** Not Stripe's: what the checkout page says is being paid, and the Connect part to apply when it is. */
  description: string;
  connect: Record<string, unknown>;
}

/**
 * Speaks the part of Stripe's HTTP API that Pitchside calls (Checkout Sessions, with an application fee
 * and a destination for entry fees; Connect accounts, onboarding links and refunds in stripe-fake-connect),
 * serves a checkout page with Pay and Cancel, and on Pay sends a correctly signed `checkout.session.completed`
 * webhook — so the real `stripe` client and the real signature check run locally. `port` 0 picks a free
 * one (the contract test's own fake).
 */
export async function startStripeFake(profile: LocalProfile, webhookUrl = `http://${profile.host}:${profile.ports.gateway}/api/payments/webhook`) {
  const sessions = new Map<string, CheckoutSession>();
  let base = `http://localhost:${profile.ports.stripe}`;
  const stripe = new Stripe(STRIPE_FAKE_SECRET_KEY);

  const connect = connectState();
  /** Events whose delivery failed, kept for Stripe's retry. */
  const undelivered: [string, unknown][] = [];
  /** A session as Stripe answers it: without the fake's own bookkeeping. */
  const shown = ({ description: _description, connect: _connect, ...session }: CheckoutSession) => session;

  /** Sends a signed event; `account` marks an event about a connected account (Connect). */
  async function sendWebhook(type: string, object: unknown, account?: string): Promise<void> {
    const payload = JSON.stringify({
      id: stripeId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: object !== null && typeof object === 'object' && 'connect' in object ? shown(object as CheckoutSession) : object },
      ...(account ? { account } : {}),
      livemode: false,
      api_version: '2025-01-01',
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_FAKE_WEBHOOK_SECRET });
    await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload }).catch((error) =>
      console.error('[stripe] webhook failed:', error),
    );
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    const checkoutPage = /^\/checkout\/(cs_test_\w+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    // Stripe's Idempotency-Key: the same key answers the first answer (a retried POST changes nothing).
    const idempotencyKey = request.method === 'POST' && url.pathname.startsWith('/v1/') ? request.headers['idempotency-key'] : undefined;
    const remembered = typeof idempotencyKey === 'string' ? connect.idempotent.get(`${url.pathname} ${idempotencyKey}`) : undefined;
    if (remembered) return json(response, remembered.status, remembered.body);
    const answer = (status: number, body: unknown) => {
      if (typeof idempotencyKey === 'string') connect.idempotent.set(`${url.pathname} ${idempotencyKey}`, { status, body });
      return json(response, status, body);
    };
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = nested(await readForm(request));
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const item = record((record(form.line_items) as Record<string, unknown>)['0']) as Record<string, unknown>;
      const priceData = record(item.price_data) as Record<string, unknown>;
      const unitAmount = text(priceData.unit_amount);
      const quantity = Number(text(item.quantity) ?? '1');
      const amount = unitAmount === null ? STRIPE_FAKE_PRICE.amount : Number(unitAmount) * quantity;
      const connectPart = record(form.payment_intent_data) as Record<string, unknown>;
      const refused = connectError(connect, connectPart, amount);
      if (refused) return answer(400, { error: { type: 'invalid_request_error', message: refused } });
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: text(form.mode) ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/checkout/${id}`,
        success_url: text(form.success_url) ?? '',
        cancel_url: text(form.cancel_url) ?? '',
        client_reference_id: text(form.client_reference_id),
        metadata: record(form.metadata),
        amount_total: amount,
        currency: text(priceData.currency) ?? STRIPE_FAKE_PRICE.currency,
        created: now(),
        expires_at: Number(text(form.expires_at) ?? now() + 86_400),
        customer_email: text(form.customer_email),
        locale: text(form.locale),
        payment_intent: null,
        description: text(record(priceData.product_data).name) ?? 'Tournament creation',
        connect: connectPart,
      };
      sessions.set(id, session);
      return answer(200, shown(session));
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_test_\w+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expire?.[1]) {
      const session = sessions.get(expire[1]);
      if (!session) return answer(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${expire[1]}'` } });
      if (session.status !== 'open')
        return answer(400, {
          error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".` },
        });
      session.status = 'expired';
      await sendWebhook('checkout.session.expired', session);
      return answer(200, shown(session));
    }
    if (request.method === 'POST' && url.pathname === '/test/redeliver') {
      const due = undelivered.splice(0);
      for (const [type, object] of due) await sendWebhook(type, object);
      return json(response, 200, { redelivered: due.length });
    }
    if (await connectRoutes({ request, response, url, state: connect, base, answer, sendWebhook })) return;
    const price = /^\/v1\/prices\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && price?.[1]) {
      if (price[1] !== STRIPE_FAKE_PRICE_ID) return json(response, 404, { error: { type: 'invalid_request_error', message: `No such price: '${price[1]}'` } });
      return json(response, 200, { id: price[1], object: 'price', active: true, currency: STRIPE_FAKE_PRICE.currency, unit_amount: STRIPE_FAKE_PRICE.amount, type: 'one_time', livemode: false });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session ? json(response, 200, shown(session)) : json(response, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${retrieve[1]}'` } });
    }
    if (checkoutPage?.[1]) {
      const session = sessions.get(checkoutPage[1]);
      if (!session) return json(response, 404, { error: { message: 'No such checkout session' } });
      if (request.method === 'POST' && checkoutPage[2] === 'pay') {
        if (session.status !== 'open') return json(response, 409, { error: { message: `This Checkout Session is ${session.status}` } });
        const paid = paymentFor(connect, session, session.connect);
        Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paid.id });
        // `?delivery=lost`: the first delivery never gets a 2xx (the function was killed before it wrote):
        // Stripe keeps the event and retries; `POST /test/redeliver` is that retry, now.
        if (url.searchParams.get('delivery') === 'lost') undelivered.push(['checkout.session.completed', { ...shown(session) }]);
        else await sendWebhook('checkout.session.completed', session);
        response.writeHead(303, { location: session.success_url }).end();
        return;
      }
      if (request.method === 'POST' && checkoutPage[2] === 'cancel') {
        response.writeHead(303, { location: session.cancel_url }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Pay Pitchside (test)</title></head>
<body style="font-family:system-ui;max-width:28rem;margin:4rem auto;padding:0 1rem"><h1>Pitchside test checkout</h1>
<p>${session.description.replace(/[<&"]/g, '')} — ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form></body></html>`);
      return;
    }
    json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolvePromise) => server.listen(profile.ports.stripe, profile.host, () => resolvePromise()));
  const port = (server.address() as AddressInfo).port;
  base = `http://localhost:${port}`;
  return {
    url: `http://${profile.host}:${port}`,
    /** A connected account that finished onboarding (the demo organization's), made without a webhook: the gateway is not up yet. */
    onboardedAccount(orgId: string): string {
      const account = createAccount(connect, { metadata: { orgId } });
      Object.assign(account, { charges_enabled: true, details_submitted: true, payouts_enabled: true });
      return account.id;
    },
    stop: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
