import type { TournamentRecord } from '@pitchside/core/data';
import type { CheckoutSessionRecord, PaymentRepository } from '../adapters/payments';
import { copy, inMemoryRepositories } from '@pitchside/core/testing';
import type { PaymentEvent, PaymentsPorts } from '../ports';

/** The signature the fake provider accepts; anything else fails verification as a forged one would. */
export const VALID_SIGNATURE = 't=1,v1=valid';

/**
 * The payments ports in memory: the shared core fakes for organizations and tournaments, a payment
 * repository with the adapter's promise (pending → paid once, conditionally on the tournament item),
 * and a provider whose webhook bodies are the `PaymentEvent` itself as JSON.
 */
export function inMemoryPaymentsPorts(start = new Date('2026-05-01T10:00:00Z')) {
  const clock = { now: () => start };
  const repositories = inMemoryRepositories(clock);
  const { tournaments } = repositories.tables;
  const sessions = new Map<string, CheckoutSessionRecord>();
  const events = new Map<string, { type: string; receivedAt: string }>();

  const payments: PaymentRepository = {
    saveSession: async (session) => void sessions.set(session.sessionId, copy(session)),
    getSession: async (sessionId) => copy(sessions.get(sessionId) ?? null),
    seen: async (eventId) => events.has(eventId),
    remember: async (eventId, type, receivedAt) => void events.set(eventId, { type, receivedAt: receivedAt.toISOString() }),
    async markPaid(tournamentId, sessionId, paidAt) {
      const tournament = tournaments.get(tournamentId);
      if (tournament?.payment.status !== 'pending') return false;
      tournament.payment = { status: 'paid', checkoutSessionId: sessionId, paidAt } as TournamentRecord['payment'];
      return true;
    },
    async setPendingSession(tournamentId, sessionId) {
      const tournament = tournaments.get(tournamentId);
      if (tournament?.payment.status === 'pending') tournament.payment = { status: 'pending', checkoutSessionId: sessionId } as TournamentRecord['payment'];
    },
  };

  const ports: PaymentsPorts = {
    organizations: repositories.organizations,
    tournaments: repositories.tournaments,
    payments,
    checkout: {
      createSession: async ({ tournamentId }) => ({ sessionId: `cs_${tournamentId}`, url: `https://checkout.stripe.test/${tournamentId}` }),
      price: async () => ({ amount: 4900, currency: 'eur' }),
      verify(rawBody, signature) {
        if (signature !== VALID_SIGNATURE) throw new Error('No signatures found matching the expected signature for payload');
        return JSON.parse(rawBody) as PaymentEvent;
      },
    },
    // Entry fees (Connect) are tested against the Stripe fake and DynamoDB Local (tests/integration/entry-fees.test.ts):
    // these unit tests pay for tournaments only, so any use of these is a mistake that fails loudly.
    connect: new Proxy({} as PaymentsPorts['connect'], { get: (_target, name) => () => Promise.reject(new Error(`connect.${String(name)} is not faked`)) }),
    stripeAccounts: new Proxy({} as PaymentsPorts['stripeAccounts'], { get: (_target, name) => () => Promise.reject(new Error(`stripeAccounts.${String(name)} is not faked`)) }),
    entries: new Proxy({} as PaymentsPorts['entries'], { get: (_target, name) => () => Promise.reject(new Error(`entries.${String(name)} is not faked`)) }),
    mailer: { send: async () => undefined },
    clock,
    appUrl: 'https://app.pitchside.test',
    // Entry checkouts (the only users) are not unit-tested here; nothing is limited.
    rateLimiter: { attempt: async () => true },
  };

  return { ports, tables: repositories.tables, sessions, events };
}
