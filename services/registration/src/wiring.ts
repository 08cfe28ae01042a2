import { loadEnv, systemClock } from '@pitchside/core';
import { stripeClient, stripeConnect, stripeSecrets } from '@pitchside/core/stripe';
import { createDatabase, dynamoEntryPaymentRepository, dynamoRateLimiter, dynamoOrganizationRepository, dynamoTournamentRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamo, sesMailer } from '@pitchside/core/aws';
import { dynamoRegistrationRepository } from './adapters/registrations';
import { structureTournamentTeams } from './adapters/tournament-teams';
import type { RegistrationPorts } from './ports';

/**
 * The real ports, built once per execution environment from the function's env. Shared by the HTTP
 * handler and the release sweep (decision 0057), so the sweep's bundle carries no HTTP chain.
 */
export function productionPorts(): RegistrationPorts {
  const env = loadEnv(['tableName', 'mailFrom', 'appUrl']);
  let connect: Promise<ReturnType<typeof stripeConnect>> | undefined;
  const refunds = () => {
    connect ??= stripeSecrets().then((secrets) => stripeConnect(stripeClient(secrets.secretKey)));
    // A failed read of the keys is not kept: the next refund asks again.
    connect.catch(() => {
      connect = undefined;
    });
    return connect;
  };
  const db = createDatabase(env.tableName, dynamo());
  const structure = dynamoTournamentStructureRepository(db);
  return {
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    structure,
    registrations: dynamoRegistrationRepository(db),
    tournamentTeams: structureTournamentTeams(structure),
    mailer: sesMailer(env.mailFrom),
    refunds: {
      // The Stripe keys are read once per container, on the first refund (most requests never refund).
      refund: async (input) => (await refunds()).refund(input),
    },
    entryPayments: dynamoEntryPaymentRepository(db),
    rateLimiter: dynamoRateLimiter(db),
    appUrl: env.appUrl,
    clock: systemClock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
