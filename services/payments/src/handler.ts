import { ENV, ORGANIZATION_HEADER } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoEntryPaymentRepository, dynamoOrganizationRepository, dynamoRateLimiter, dynamoStripeAccountRepository, dynamoTournamentRepository } from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import { createHttpHandler, ok } from '@pitchside/core/http';
import { stripeClient, stripeConnect, stripeSecrets } from '@pitchside/core/stripe';
import { dynamoPaymentRepository } from './adapters/payments';
import { stripeCheckout } from './adapters/stripe-checkout';
import type { PaymentsPorts } from './ports';
import { startCheckout } from './use-cases/checkout';
import { connectStripe, stripeAccountState } from './use-cases/connect';
import { startEntryCheckout } from './use-cases/entry-checkout';
import { tournamentPrice } from './use-cases/price';
import { handleWebhook } from './use-cases/webhook';

const env = loadEnv(['tableName', 'appUrl', 'stripePriceId', 'mailFrom']);
const db = createDatabase(env.tableName, dynamo());

let ports: Promise<PaymentsPorts> | undefined;
function wired(): Promise<PaymentsPorts> {
  ports ??= stripeSecrets().then((secrets) => {
    const stripe = stripeClient(secrets.secretKey, process.env[ENV.stripeApiUrl] || undefined);
    return {
      organizations: dynamoOrganizationRepository(db),
      tournaments: dynamoTournamentRepository(db),
      payments: dynamoPaymentRepository(db),
      checkout: stripeCheckout(stripe, { webhookSecret: secrets.webhookSecret, priceId: env.stripePriceId }),
      connect: stripeConnect(stripe),
      stripeAccounts: dynamoStripeAccountRepository(db),
      entries: dynamoEntryPaymentRepository(db),
      mailer: sesMailer(env.mailFrom),
      clock: systemClock,
      appUrl: env.appUrl,
      rateLimiter: dynamoRateLimiter(db),
    };
  });
  return ports;
}

export const handler = createHttpHandler('payments', {
  startCheckout: async (request) => {
    const { tournamentId } = request.input.body;
    return ok(await startCheckout(await wired(), request.actor, request.headers[ORGANIZATION_HEADER], tournamentId));
  },
  tournamentPrice: async (request) => ok(await tournamentPrice(await wired(), request.actor, request.headers[ORGANIZATION_HEADER])),
  connectStripe: async (request) => ok(await connectStripe(await wired(), request.actor, request.headers[ORGANIZATION_HEADER], request.input.body.tournamentId)),
  stripeAccount: async (request) => ok(await stripeAccountState(await wired(), request.actor, request.headers[ORGANIZATION_HEADER])),
  entryCheckout: async (request) => ok(await startEntryCheckout(await wired(), request.input.body, request.callerAddress)),
  stripeWebhook: async (request) => ok(await handleWebhook(await wired(), request.rawBody, request.headers['stripe-signature'])),
});
