import type { Database } from './database';
import { conditionalWrite } from './transactions';

/** The organization's Stripe account (Connect, issue 32), on the organization's item. */
export interface StripeAccountRepository {
  /** Keeps `accountId` unless the organization has one already; answers the one it keeps (two clicks keep one). */
  keepStripeAccount(orgId: string, accountId: string): Promise<string>;
  /** Onboarding finished: the account takes charges. Only for the account the organization has. */
  markStripeAccountReady(orgId: string, accountId: string): Promise<boolean>;
}

export function dynamoStripeAccountRepository(db: Database): StripeAccountRepository {
  const { organization } = db.entities;
  return {
    async keepStripeAccount(orgId, accountId) {
      const kept = await conditionalWrite(() =>
        organization
          .patch({ orgId })
          .set({ stripeAccountId: accountId, stripeAccountReady: false })
          .where((attr, op) => op.notExists(attr.stripeAccountId))
          .go(),
      );
      if (kept) return accountId;
      const { data } = await organization.get({ orgId }).go({ consistent: true });
      return data?.stripeAccountId ?? accountId;
    },
    markStripeAccountReady(orgId, accountId) {
      return conditionalWrite(() =>
        organization
          .patch({ orgId })
          .set({ stripeAccountReady: true })
          .where((attr, op) => op.eq(attr.stripeAccountId, accountId))
          .go(),
      );
    },
  };
}
