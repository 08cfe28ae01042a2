import { AppError, ValidationError } from '@pitchside/core';
import { logger, recordMetric } from '@pitchside/core/observability';
import { METRIC } from '@pitchside/shared';
import type { PaymentsPorts } from '../ports';
import { fulfilEntry } from './entry-webhook';

export type WebhookOutcome = 'fulfilled' | 'already-fulfilled' | 'duplicate' | 'unknown-session' | 'pending' | 'ignored' | 'refunded' | 'account-ready';

/**
 * Stripe's webhook. The signature over the raw body is checked before anything else (a bad one is a 400
 * and changes nothing). Each event id is handled once; handling is idempotent anyway (pending → paid is
 * one conditional write), so two deliveries racing still fulfil once. Events may come in any order: a
 * tournament once paid stays paid, whatever arrives after. Unknown sessions are logged and acknowledged.
 * One endpoint for every kind: a session we made says what it pays for (a tournament or a team's entry fee,
 * see entry-webhook), and a connected account's `account.updated` marks the organizer ready.
 */
export async function handleWebhook(ports: PaymentsPorts, rawBody: string, signature: string | undefined): Promise<{ received: true; outcome: WebhookOutcome }> {
  let event;
  try {
    event = ports.checkout.verify(rawBody, signature);
  } catch (error) {
    // A signed event we cannot read says so; anything else the check throws is a bad signature.
    if (error instanceof AppError) throw error;
    throw new ValidationError('Invalid Stripe signature');
  }
  if (await ports.payments.seen(event.id)) return { received: true, outcome: 'duplicate' };
  const outcome = await fulfil(ports, event);
  await ports.payments.remember(event.id, event.type, ports.clock.now());
  return { received: true, outcome };
}

async function fulfil(ports: PaymentsPorts, event: ReturnType<PaymentsPorts['checkout']['verify']>): Promise<WebhookOutcome> {
  // A connected account finished onboarding (Connect): the organization takes entry fees from now on.
  if (event.type === 'account.updated' && event.account) {
    const orgId = event.metadata.orgId;
    if (!orgId || !event.account.chargesEnabled) return 'ignored';
    return (await ports.stripeAccounts.markStripeAccountReady(orgId, event.account.id)) ? 'account-ready' : 'ignored';
  }
  const paying = event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded';
  const failing = event.type === 'checkout.session.async_payment_failed' || event.type === 'checkout.session.expired';
  if ((!paying && !failing) || !event.sessionId) return 'ignored';
  const session = await ports.payments.getSession(event.sessionId);
  if (!session) {
    logger.warn('Stripe event for an unknown checkout session', { eventId: event.id, type: event.type, sessionId: event.sessionId });
    return 'unknown-session';
  }
  // A completed session may still wait for an asynchronous payment (bank debits): it is paid when Stripe says so.
  if (failing || (event.type === 'checkout.session.completed' && event.paymentStatus !== 'paid' && event.paymentStatus !== 'no_payment_required')) return 'pending';
  if (session.kind === 'entry') return fulfilEntry(ports, event, session);
  const fulfilled = await ports.payments.markPaid(session.tournamentId, session.sessionId, ports.clock.now().toISOString());
  if (fulfilled) recordMetric(METRIC.paymentsFulfilled);
  return fulfilled ? 'fulfilled' : 'already-fulfilled';
}
