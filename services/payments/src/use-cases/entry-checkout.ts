import {
  applicationFeeOf,
  ENTRY_CHECKOUT_MINUTES,
  entryAmountDue,
  formatMoney,
  MESSAGES,
  payOverdue,
  teamKey,
  type EntryCheckoutInput,
  type EntryStatus,
  type Locale,
  type StartCheckoutResult,
} from '@pitchside/shared';
import { applicationIdOf, ConflictError, NotFoundError } from '@pitchside/core';
import { assertRegistrationWriteAllowed } from '@pitchside/core/data';
import { recordMetric } from '@pitchside/core/observability';
import { METRIC } from '@pitchside/shared';
import type { PaymentsPorts } from '../ports';

const HOLDING = new Set(['applied', 'accepted']);

/**
 * A club pays for one team's place (issue 32): a Checkout session paying the organizer's Stripe account,
 * Pitchside keeping its application fee. The club proves it is the club by its application's key. What is
 * due is computed here, from the price fixed when the place was held and what is paid: a form showing
 * another amount gets a 409 saying the new one. A double click or a retry within the same half hour gets
 * the same session (Stripe's idempotency key), so one place is never paid twice by accident; a payment that
 * still arrives for a team that owes nothing or holds no place is refunded by the webhook.
 */
export async function startEntryCheckout(ports: PaymentsPorts, input: EntryCheckoutInput, callerAddress: string): Promise<StartCheckoutResult> {
  await assertRegistrationWriteAllowed(ports.rateLimiter, input.tournamentId, callerAddress);
  const tournament = await ports.tournaments.get(input.tournamentId);
  if (!tournament || tournament.draft) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const applicationId = applicationIdOf(input.tournamentId, input.applicationKey);
  const club = await ports.entries.applicationClub(input.tournamentId, applicationId);
  const key = club === null ? null : teamKey(input.team, club);
  const entry = key === null ? null : await ports.entries.entryPayment(input.tournamentId, key);
  // Another club's team, or a key that applied for nothing: the same answer as no team at all.
  if (!entry || entry.applicationId !== applicationId) throw new NotFoundError({ id: 'registration.entryNotFound' });
  if (!HOLDING.has(entry.status)) throw new ConflictError({ id: 'registration.noPlaceToPay', values: { team: entry.team } }, 'no_place');
  const now = ports.clock.now();
  // The sweep releases an overdue place within a minute (decision 0057); until it has, paying is refused
  // here rather than letting a late payment keep a place the next team in line was promised.
  const payHours = await ports.entries.payHours(input.tournamentId, entry.divisionId);
  if (payHours !== null && payOverdue({ ...entry, status: entry.status as EntryStatus }, payHours, now))
    throw new ConflictError({ id: 'registration.payTimeOver', values: { team: entry.team } }, 'pay_time_over');
  const amount = entryAmountDue(entry.payment, input.part);
  if (amount === null || amount === 0) throw new ConflictError({ id: 'registration.nothingToPay', values: { team: entry.team } }, 'nothing_due');
  if (amount !== input.amount || entry.payment.currency.toUpperCase() !== input.currency.toUpperCase())
    throw new ConflictError({ id: 'registration.priceChanged', values: { amount: formatMoney(amount, entry.payment.currency, entry.contact.language as Locale) } }, 'price_changed');
  const account = (await ports.organizations.getOrganization(tournament.orgId))?.stripeAccount;
  if (!account?.ready) throw new ConflictError({ id: 'registration.stripeNotReady' }, 'payments_not_ready');

  const window = Math.floor(now.getTime() / (ENTRY_CHECKOUT_MINUTES * 60_000));
  const back = (result: string) => `${ports.appUrl}/t/${encodeURIComponent(input.tournamentId)}/register?payment=${result}`;
  const session = await ports.connect.createEntrySession({
    amount,
    currency: entry.payment.currency,
    applicationFee: applicationFeeOf(amount),
    destination: account.id,
    description: `${tournament.name}: ${entry.team}`,
    email: entry.contact.email,
    locale: entry.contact.language,
    metadata: { kind: 'entry', tournamentId: input.tournamentId, teamKey: entry.teamKey, part: input.part },
    successUrl: back('success'),
    cancelUrl: back('cancelled'),
    expiresAt: new Date(now.getTime() + (ENTRY_CHECKOUT_MINUTES + 1) * 60_000),
    idempotencyKey: `entry-${applicationId}-${entry.teamKey}-${entry.payment.paid}-${input.part}-${window}`,
  });
  await ports.payments.saveSession({
    sessionId: session.sessionId,
    tournamentId: input.tournamentId,
    orgId: tournament.orgId,
    uid: 'club',
    createdAt: now.toISOString(),
    kind: 'entry',
    teamKey: entry.teamKey,
    amount,
  });
  recordMetric(METRIC.checkoutSessions);
  return session;
}
