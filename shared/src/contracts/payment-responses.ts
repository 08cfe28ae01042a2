import * as z from 'zod';
import type { StartCheckoutResult, TournamentPriceAnswer } from '../payments/payments-api';

/** The payments service's answers. */

export const startCheckoutResultSchema: z.ZodType<StartCheckoutResult> = z.object({ url: z.string(), sessionId: z.string() });

export const tournamentPriceAnswerSchema: z.ZodType<TournamentPriceAnswer> = z.object({
  due: z.boolean(),
  price: z.object({ amount: z.number(), currency: z.string() }).nullable(),
});

/** What the webhook answers Stripe once an event is handled (or was handled before). */
export const webhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.string() });

/** Where the organizer goes to connect (onboard) the organization's Stripe account. */
export const connectStripeAnswerSchema = z.object({ url: z.string() });

/** The organization's Stripe account: none yet, onboarding not finished, or taking entry fees. */
export const stripeAccountAnswerSchema = z.object({ state: z.enum(['none', 'pending', 'ready']) });
