import type { TournamentRecord } from '@pitchside/core/data';
import { entryPaymentMail } from '@pitchside/core/stripe';
import type { RegistrationPorts } from '../ports';

const HOLDING = new Set(['applied', 'accepted']);

/**
 * Gives a team's entry fee back when it no longer holds a place (the organizer refused or withdrew it):
 * every Stripe payment counted on the entry is refunded with the key the webhook would use (`refund-<intent>`),
 * so a retry, or a payment the webhook already sent back, refunds nothing twice. Then the entry says
 * `refunded` (once) and the club is told in its language. Safe to repeat: a decision repeated after a
 * failure half way finishes it. Answers whether the entry is refunded now.
 */
export async function refundIfPaid(ports: RegistrationPorts, tournament: TournamentRecord, teamKey: string): Promise<boolean> {
  const entry = await ports.entryPayments.entryPayment(tournament.tournamentId, teamKey);
  if (!entry || HOLDING.has(entry.status) || entry.payment.paid === 0) return false;
  if (entry.payment.status === 'refunded') return true;
  for (const intent of entry.payment.intents) {
    await ports.refunds.refund({ paymentIntentId: intent, idempotencyKey: `refund-${intent}`, metadata: { tournamentId: tournament.tournamentId, teamKey, reason: entry.status } });
  }
  if (await ports.entryPayments.markRefunded(tournament.tournamentId, teamKey)) {
    await ports.mailer.send(entryPaymentMail(entry, tournament.name, { kind: 'refunded', amount: entry.payment.paid }));
  }
  return true;
}
