import Stripe from 'stripe';
import { ENV } from '@pitchside/shared';
import { readJsonSecret } from '../aws/secrets';
import { loadEnv } from '../env';
import type { ConnectProvider } from '../ports/connect-provider';

/*
 * The Stripe client for the services that move money (payments, and registration's refunds). A subpath of
 * its own: only functions allowed the `stripe` bundle import it.
 */

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** In AWS the keys come from Secrets Manager (read once per container by the caller); locally from the env. */
export async function stripeSecrets(): Promise<StripeSecrets> {
  const arn = process.env[ENV.stripeSecretsArn];
  if (arn) return readJsonSecret<StripeSecrets>(arn);
  const local = loadEnv(['stripeSecretKey', 'stripeWebhookSecret']);
  return { secretKey: local.stripeSecretKey, webhookSecret: local.stripeWebhookSecret };
}

/** `apiUrl` points the real client at the local fake; in AWS it is unset and the client talks to Stripe. */
export function stripeClient(secretKey: string, apiUrl: string | undefined = process.env[ENV.stripeApiUrl] || undefined): Stripe {
  const local = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, local ? { host: local.hostname, port: Number(local.port), protocol: local.protocol.replace(':', '') as 'http' | 'https' } : {});
}

const ALREADY_REFUNDED = 'charge_already_refunded';

export function stripeConnect(stripe: Stripe): ConnectProvider {
  return {
    async createAccount({ orgId, idempotencyKey }) {
      const account = await stripe.accounts.create({ type: 'express', metadata: { orgId } }, { idempotencyKey });
      return account.id;
    },
    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: refreshUrl });
      return link.url;
    },
    async accountReady(accountId) {
      return (await stripe.accounts.retrieve(accountId)).charges_enabled;
    },
    async createEntrySession(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description } }, quantity: 1 }],
          payment_intent_data: { application_fee_amount: input.applicationFee, transfer_data: { destination: input.destination }, metadata: input.metadata },
          metadata: input.metadata,
          customer_email: input.email,
          locale: input.locale as Stripe.Checkout.SessionCreateParams.Locale,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async refund({ paymentIntentId, idempotencyKey, metadata }) {
      try {
        await stripe.refunds.create({ payment_intent: paymentIntentId, reverse_transfer: true, refund_application_fee: true, metadata }, { idempotencyKey });
      } catch (error) {
        // Refunded before (another key, or the dashboard): the money is back, which is all this asks.
        if (error instanceof Stripe.errors.StripeError && error.code === ALREADY_REFUNDED) return;
        throw error;
      }
    },
  };
}
export * from './entry-payment-mail';
