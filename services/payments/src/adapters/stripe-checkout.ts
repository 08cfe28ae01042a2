import Stripe from 'stripe';
import { stripeEventSchema } from '@pitchside/shared';
import { ValidationError } from '@pitchside/core';
import type { CheckoutProvider, PaymentEvent } from '../ports';

/** Stripe's signature tolerance, as Stripe recommends: older deliveries are refused (replays). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe Checkout behind the CheckoutProvider port. `apiUrl` points the real client at the local fake;
 * in AWS it is unset and the client talks to Stripe.
 */
export function stripeCheckout(config: { secretKey: string; webhookSecret: string; priceId: string; apiUrl?: string }): CheckoutProvider {
  const local = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {});
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
      return { id: event.id, type: event.type, sessionId: isSession ? (object?.id ?? null) : null, paymentStatus: isSession ? (object?.payment_status ?? null) : null };
    },
  };
}
