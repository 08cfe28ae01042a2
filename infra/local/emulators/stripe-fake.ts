import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { LocalProfile } from '../profile';

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
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Speaks the part of Stripe's HTTP API that Pitchside calls (Checkout Sessions), serves a checkout page
 * with Pay and Cancel, and on Pay sends a correctly signed `checkout.session.completed` webhook — so the
 * real `stripe` client and the real signature check run locally.
 */
export async function startStripeFake(profile: LocalProfile, webhookUrl = `http://${profile.host}:${profile.ports.gateway}/api/payments/webhook`) {
  const sessions = new Map<string, CheckoutSession>();
  const base = `http://localhost:${profile.ports.stripe}`;
  const stripe = new Stripe(STRIPE_FAKE_SECRET_KEY);

  async function sendWebhook(type: string, session: CheckoutSession): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
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
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = await readForm(request);
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const session: CheckoutSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/checkout/${id}`,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        amount_total: STRIPE_FAKE_PRICE.amount,
        currency: STRIPE_FAKE_PRICE.currency,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      return json(response, 200, session);
    }
    const price = /^\/v1\/prices\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'GET' && price?.[1]) {
      if (price[1] !== STRIPE_FAKE_PRICE_ID) return json(response, 404, { error: { type: 'invalid_request_error', message: `No such price: '${price[1]}'` } });
      return json(response, 200, { id: price[1], object: 'price', active: true, currency: STRIPE_FAKE_PRICE.currency, unit_amount: STRIPE_FAKE_PRICE.amount, type: 'one_time', livemode: false });
    }
    const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\w+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const session = sessions.get(retrieve[1]);
      return session ? json(response, 200, session) : json(response, 404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${retrieve[1]}'` } });
    }
    if (checkoutPage?.[1]) {
      const session = sessions.get(checkoutPage[1]);
      if (!session) return json(response, 404, { error: { message: 'No such checkout session' } });
      if (request.method === 'POST' && checkoutPage[2] === 'pay') {
        Object.assign(session, { status: 'complete', payment_status: 'paid' });
        await sendWebhook('checkout.session.completed', session);
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
<p>Tournament creation — ${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form></body></html>`);
      return;
    }
    json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolvePromise) => server.listen(profile.ports.stripe, profile.host, () => resolvePromise()));
  return {
    url: `http://${profile.host}:${profile.ports.stripe}`,
    stop: () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections();
        server.close(() => resolvePromise());
      }),
  };
}
