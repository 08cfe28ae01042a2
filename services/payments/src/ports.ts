import type { Clock } from '@pitchside/core';
import type { OrganizationRepository, TournamentRepository } from '@pitchside/core/data';
import type { PaymentRepository } from './adapters/payments';

/** A verified event from the payment provider, reduced to what fulfilment needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  sessionId: string | null;
  paymentStatus: string | null;
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
  clock: Clock;
  appUrl: string;
}
