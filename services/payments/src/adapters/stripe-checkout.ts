import type Stripe from 'stripe';
import { stripeEventSchema } from '@pitchside/shared';
import { ValidationError } from '@pitchside/core';
import type { CheckoutProvider, PaymentEvent } from '../ports';

/** Stripe's signature tolerance, as Stripe recommends: older deliveries are refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe Checkout behind the CheckoutProvider port, on the client `@pitchside/core/stripe` builds (the
 * local fake's address locally, Stripe in AWS).
 */
export function stripeCheckout(stripe: Stripe, config: { webhookSecret: string; priceId: string }): CheckoutProvider {
  // Read once per container: the price id is stage configuration, and a price's amount never changes in
  // Stripe (a new amount is a new price id, so a new deploy).
  let price: Promise<{ amount: number; currency: string }> | undefined;
  return {
    price() {
      price ??= stripe.prices.retrieve(config.priceId).then((stripePrice) => {
        if (stripePrice.unit_amount === null) throw new Error(`Stripe price ${config.priceId} has no unit amount`);
        return { amount: stripePrice.unit_amount, currency: stripePrice.currency };
      });
      // A failed read is not kept: the next request asks Stripe again.
      price.catch(() => {
        price = undefined;
      });
      return price;
    },
    async createSession({ tournamentId, orgId, uid, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: config.priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: tournamentId,
        metadata: { tournamentId, orgId, uid },
      });
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { sessionId: session.id, url: session.url };
    },
    verify(rawBody, signature): PaymentEvent {
      const signed = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      // Signed is not well-formed: the fields read below are checked before anything is written.
      const parsed = stripeEventSchema.safeParse(signed);
      if (!parsed.success) throw new ValidationError('The Stripe event is not one we can read');
      const event = parsed.data;
      const object = event.data?.object;
      const isSession = object?.object === 'checkout.session';
      const isAccount = object?.object === 'account';
      return {
        id: event.id,
        type: event.type,
        sessionId: isSession ? (object?.id ?? null) : null,
        paymentStatus: isSession ? (object?.payment_status ?? null) : null,
        paymentIntent: isSession ? (object?.payment_intent ?? null) : null,
        metadata: object?.metadata ?? {},
        account: isAccount && object?.id ? { id: object.id, chargesEnabled: object.charges_enabled === true } : null,
      };
    },
  };
}
