import { startCheckoutInputSchema, stripeEventSchema } from '../payments/payments-api';
import { connectStripeAnswerSchema, startCheckoutResultSchema, stripeAccountAnswerSchema, tournamentPriceAnswerSchema, webhookAnswerSchema } from './payment-responses';
import { connectStripeInputSchema, entryCheckoutInputSchema } from '../registration/entry-payments';
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

export const connectStripeRoute = /* @__PURE__ */ defineRoute({
  id: 'connectStripe',
  method: 'POST',
  path: '/api/payments/connect',
  service: 'payments',
  auth: 'jwt',
  roles: ['admin'],
  summary: "Connect the organization's own Stripe account (Connect onboarding) to take entry fees; answers Stripe's onboarding link",
  body: connectStripeInputSchema,
  ok: { status: 200, schema: connectStripeAnswerSchema },
});

export const stripeAccountRoute = /* @__PURE__ */ defineRoute({
  id: 'stripeAccount',
  method: 'GET',
  path: '/api/payments/connect',
  service: 'payments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Whether the organization's Stripe account takes entry fees (asks Stripe while onboarding is not finished)",
  ok: { status: 200, schema: stripeAccountAnswerSchema },
});

export const entryCheckoutRoute = /* @__PURE__ */ defineRoute({
  id: 'entryCheckout',
  method: 'POST',
  path: '/api/payments/entries',
  service: 'payments',
  auth: 'public',
  /** Per caller address and tournament (REGISTRATION_LIMITS.writesPerSourcePerHour). */
  rateLimited: true,
  roles: 'public',
  summary: "Pay a team's entry fee (deposit or all that is left) to the organizer: a Stripe Checkout session to redirect to",
  description: "The club's application key proves it is the club. The amount is checked against what is due now: a changed price is a 409.",
  body: entryCheckoutInputSchema,
  ok: { status: 200, schema: startCheckoutResultSchema },
});
