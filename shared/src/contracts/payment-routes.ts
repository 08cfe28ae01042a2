import { startCheckoutInputSchema, stripeEventSchema } from '../payments/payments-api';
import { startCheckoutResultSchema, tournamentPriceAnswerSchema, webhookAnswerSchema } from './payment-responses';
import { defineRoute } from '../platform/route-entry';

export const startCheckoutRoute = /* @__PURE__ */ defineRoute({
  id: 'startCheckout',
  method: 'POST',
  path: '/api/payments/checkout',
  service: 'payments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Pay for a pending tournament: a Stripe Checkout session to redirect to',
  body: startCheckoutInputSchema,
  ok: { status: 200, schema: startCheckoutResultSchema },
});

export const tournamentPriceRoute = /* @__PURE__ */ defineRoute({
  id: 'tournamentPrice',
  method: 'GET',
  path: '/api/payments/price',
  service: 'payments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'What creating a tournament costs the acting organization',
  ok: { status: 200, schema: tournamentPriceAnswerSchema },
});

export const stripeWebhookRoute = /* @__PURE__ */ defineRoute({
  id: 'stripeWebhook',
  method: 'POST',
  path: '/api/payments/webhook',
  service: 'payments',
  auth: 'public',
  roles: 'public',
  rawBody: true,
  summary: "Stripe's events (checkout completed, …): for Stripe only",
  description: 'Authenticated by the `Stripe-Signature` header (HMAC of the raw body with the endpoint secret), not by a token. An event is handled once by its id.',
  body: stripeEventSchema,
  headers: [{ name: 'stripe-signature', description: "Stripe's signature of the raw body.", required: true }],
  ok: { status: 200, schema: webhookAnswerSchema },
});
