import * as z from 'zod';

/** POST /api/payments/checkout: pay for a pending tournament; answers `{ url, sessionId }` to redirect to. */
export const startCheckoutInputSchema = z.strictObject({ tournamentId: z.string().trim().min(1, 'Please input your Tournament') });
export type StartCheckoutInput = z.infer<typeof startCheckoutInputSchema>;

export interface StartCheckoutResult {
  url: string;
  sessionId: string;
}
