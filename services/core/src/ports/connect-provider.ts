/**
 * Stripe Connect as the entry-fee use cases see it (issue 32): the organizer's own account and its
 * onboarding, a Checkout session that pays the organizer with Pitchside's application fee, and refunds.
 */
export interface ConnectProvider {
  /** A new connected account for the organization; the same key twice answers the same account. */
  createAccount(input: { orgId: string; idempotencyKey: string }): Promise<string>;
  /** Where the organizer finishes onboarding at Stripe; Stripe sends them back to `returnUrl`. */
  onboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Whether Stripe lets the account take charges (onboarding finished). */
  accountReady(accountId: string): Promise<boolean>;
  /** A Checkout session paying `amount` to `destination`, Pitchside keeping `applicationFee`. Same key, same session. */
  createEntrySession(input: {
    amount: number;
    currency: string;
    applicationFee: number;
    destination: string;
    description: string;
    email: string;
    locale: string;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    expiresAt: Date;
    idempotencyKey: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** All of a payment back (the transfer and the application fee too). Repeating it changes nothing. */
  refund(input: { paymentIntentId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<void>;
}
