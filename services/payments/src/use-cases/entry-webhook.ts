import { logger, recordMetric } from '@pitchside/core/observability';
import { entryPaymentMail } from '@pitchside/core/stripe';
import { METRIC } from '@pitchside/shared';
import type { CheckoutSessionRecord } from '../adapters/payments';
import type { PaymentEvent, PaymentsPorts } from '../ports';

export type EntryWebhookOutcome = 'fulfilled' | 'already-fulfilled' | 'refunded' | 'pending';

/**
 * A paid entry-fee session (issue 32). The payment counts on the team's entry once (by its payment intent)
 * and only while the team holds a place; otherwise — refused, withdrawn, released, deleted, or paid twice —
 * the money goes straight back through Stripe (the same refund key each time, so three deliveries refund
 * once). So there is never a payment without a place. The club gets a receipt in its language.
 */
export async function fulfilEntry(ports: PaymentsPorts, event: PaymentEvent, session: CheckoutSessionRecord): Promise<EntryWebhookOutcome> {
  const teamKey = session.teamKey ?? '';
  const intentId = event.paymentIntent;
  if (!intentId || session.amount === undefined) {
    logger.warn('Paid entry session without a payment intent', { eventId: event.id, sessionId: session.sessionId });
    return 'pending';
  }
  const outcome = await ports.entries.recordPayment(session.tournamentId, teamKey, { intentId, amount: session.amount, sessionId: session.sessionId });
  if (outcome === 'counted') return 'already-fulfilled';
  if (outcome !== 'recorded') {
    await ports.connect.refund({ paymentIntentId: intentId, idempotencyKey: `refund-${intentId}`, metadata: { tournamentId: session.tournamentId, teamKey, reason: outcome } });
    logger.info('Entry payment refunded: the team holds no place or owes nothing', { tournamentId: session.tournamentId, teamKey, outcome });
    return 'refunded';
  }
  recordMetric(METRIC.paymentsFulfilled);
  const [entry, tournament] = await Promise.all([ports.entries.entryPayment(session.tournamentId, teamKey), ports.tournaments.get(session.tournamentId)]);
  if (entry && tournament) {
    await ports.mailer.send(entryPaymentMail(entry, tournament.name, { kind: 'received', amount: session.amount, left: entry.payment.total - entry.payment.paid }));
  }
  return 'fulfilled';
}
