import * as z from 'zod';
import { TEXT_LIMITS } from '../validation/limits';

/** POST /api/payments/checkout: pay for a pending tournament; answers `{ url, sessionId }` to redirect to. */
export const startCheckoutInputSchema = z.strictObject({ tournamentId: z.string().trim().min(1, 'Please input your Tournament').max(TEXT_LIMITS.id) });
export type StartCheckoutInput = z.infer<typeof startCheckoutInputSchema>;

export interface StartCheckoutResult {
  url: string;
  sessionId: string;
}

/**
 * The part of a Stripe event the webhook reads, checked after its signature: a correctly signed event
 * without an id (or with a 10 MB one) is refused with a 400 instead of failing at the idempotency write.
 */
export const stripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z
    .looseObject({
      object: z.looseObject({
        object: z.string().max(100).optional(),
        id: z.string().min(1).max(255).optional(),
        payment_status: z.string().max(100).nullable().optional(),
        payment_intent: z.string().max(255).nullable().optional(),
        metadata: z.record(z.string().max(100), z.string().max(500)).optional(),
        charges_enabled: z.boolean().optional(),
      }),
    })
    .optional(),
});

/**
 * GET /api/payments/price (admin of the acting organization): what creating a tournament costs it, read
 * from the payment provider's price (the stage's configured price id), so the create form can say it
 * before anyone is sent to checkout. `due: false` for payment-exempt organizations (no price shown).
 */
export interface TournamentPriceAnswer {
  due: boolean;
  /** Minor units (cents) and an ISO currency code, as the provider states them; null when nothing is due. */
  price: { amount: number; currency: string } | null;
}
