import { ENV, ORGANIZATION_HEADER } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoOrganizationRepository, dynamoTournamentRepository } from '@pitchside/core/data';
import { dynamo, readJsonSecret } from '@pitchside/core/aws';
import { createHttpHandler, ok } from '@pitchside/core/http';
import { dynamoPaymentRepository } from './adapters/payments';
import { stripeCheckout } from './adapters/stripe-checkout';
import type { PaymentsPorts } from './ports';
import { startCheckout } from './use-cases/checkout';
import { tournamentPrice } from './use-cases/price';
import { handleWebhook } from './use-cases/webhook';

const env = loadEnv(['tableName', 'appUrl', 'stripePriceId']);
const db = createDatabase(env.tableName, dynamo());

/** In AWS the Stripe keys come from Secrets Manager (read once per container); locally from the env. */
async function stripeSecrets(): Promise<{ secretKey: string; webhookSecret: string }> {
  const arn = process.env[ENV.stripeSecretsArn];
  if (arn) return readJsonSecret<{ secretKey: string; webhookSecret: string }>(arn);
  const local = loadEnv(['stripeSecretKey', 'stripeWebhookSecret']);
  return { secretKey: local.stripeSecretKey, webhookSecret: local.stripeWebhookSecret };
}

let ports: Promise<PaymentsPorts> | undefined;
function wired(): Promise<PaymentsPorts> {
  ports ??= stripeSecrets().then((secrets) => ({
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    payments: dynamoPaymentRepository(db),
    checkout: stripeCheckout({ ...secrets, priceId: env.stripePriceId, ...(process.env[ENV.stripeApiUrl] ? { apiUrl: process.env[ENV.stripeApiUrl] } : {}) }),
    clock: systemClock,
    appUrl: env.appUrl,
  }));
  return ports;
}

export const handler = createHttpHandler('payments', {
  startCheckout: async (request) => {
    const { tournamentId } = request.input.body;
    return ok(await startCheckout(await wired(), request.actor, request.headers[ORGANIZATION_HEADER], tournamentId));
  },
  tournamentPrice: async (request) => ok(await tournamentPrice(await wired(), request.actor, request.headers[ORGANIZATION_HEADER])),
  stripeWebhook: async (request) => ok(await handleWebhook(await wired(), request.rawBody, request.headers['stripe-signature'])),
});
