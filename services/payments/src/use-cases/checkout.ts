import { ConflictError, loadTournamentAccess, type Actor } from '@pitchside/core';
import { recordMetric } from '@pitchside/core/observability';
import { METRIC } from '@pitchside/shared';
import type { PaymentsPorts } from '../ports';

/**
 * Starts paying for a pending tournament: a Checkout Session tied to the user and the tournament
 * (client_reference_id and metadata); success and cancel both come back to /admin/tournaments.
 */
export async function startCheckout(ports: PaymentsPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ url: string; sessionId: string }> {
  const { tournament, membership } = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'delete');
  if (tournament.payment.status !== 'pending')
    throw new ConflictError(tournament.payment.status === 'paid' ? 'This tournament is paid for already' : 'This tournament needs no payment', 'no_payment_due');
  const back = (result: string) => `${ports.appUrl}/admin/tournaments?payment=${result}&tournamentId=${encodeURIComponent(tournamentId)}`;
  const session = await ports.checkout.createSession({ tournamentId, orgId: membership.orgId, uid: actor.uid, successUrl: back('success'), cancelUrl: back('cancelled') });
  await ports.payments.saveSession({ sessionId: session.sessionId, tournamentId, orgId: membership.orgId, uid: actor.uid, createdAt: ports.clock.now().toISOString() });
  await ports.payments.setPendingSession(tournamentId, session.sessionId);
  recordMetric(METRIC.checkoutSessions);
  return session;
}
