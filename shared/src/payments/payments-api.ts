import * as z from 'zod';

/** POST /api/payments/checkout: pay for a pending tournament; answers `{ url, sessionId }` to redirect to. */
export const startCheckoutInputSchema = z.strictObject({ tournamentId: z.string().trim().min(1, 'Please input your Tournament') });
export type StartCheckoutInput = z.infer<typeof startCheckoutInputSchema>;

export interface StartCheckoutResult {
  url: string;
  sessionId: string;
}

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
