import type { Clock, ConnectProvider, Mailer } from '@pitchside/core';
import type { EntryPaymentRepository, OrganizationRepository, RateLimiter, StripeAccountRepository, TournamentRepository } from '@pitchside/core/data';
import type { PaymentRepository } from './adapters/payments';

/** A verified event from the payment provider, reduced to what fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
  paymentStatus: string | null;
  /** The payment a paid session made (refunds go through it). */
  paymentIntent: string | null;
  /** The object's metadata (what we set on the session or the account). */
  metadata: Record<string, string>;
  /** A connected account's event (`account.updated`): which account, and whether it takes charges. */
  account: { id: string; chargesEnabled: boolean } | null;
}

/** The payment provider (Stripe Checkout) as the use cases see it. */
export interface CheckoutProvider {
  createSession(input: { tournamentId: string; orgId: string; uid: string; successUrl: string; cancelUrl: string }): Promise<{ sessionId: string; url: string }>;
  /** The configured price of creating a tournament, as the provider states it (minor units). */
  price(): Promise<{ amount: number; currency: string }>;
  /** Checks the signature over the raw body (300 s tolerance); throws when it does not hold. */
  verify(rawBody: string, signature: string | undefined): PaymentEvent;
}

export interface PaymentsPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser' | 'getOrganization'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked'>;
  payments: PaymentRepository;
  checkout: CheckoutProvider;
  /** Entry fees (issue 32): the organizers' Stripe accounts, the teams' payments, receipts. */
  connect: ConnectProvider;
  stripeAccounts: StripeAccountRepository;
  entries: EntryPaymentRepository;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  /** Public entry-fee checkouts per caller address (REGISTRATION_LIMITS.writesPerSourcePerHour). */
  rateLimiter: RateLimiter;
}
