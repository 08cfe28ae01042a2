import * as z from 'zod';
import { idSchema } from '../entities/common';
import { REGISTRATION_LIMITS as LIMITS } from './registration-rules';

// Entry fees paid to the organizer through Stripe Connect (issue 32): what a club may pay, and Pitchside's fee.

/** `deposit`: what is due now when the division asks a deposit; `full`: everything still owed (the balance after a deposit). */
export const ENTRY_PAYMENT_PARTS = ['deposit', 'full'] as const;
export type EntryPaymentPart = (typeof ENTRY_PAYMENT_PARTS)[number];

/** Pitchside's share of an entry fee, in basis points (3 %), kept as Stripe's application fee. */
export const ENTRY_APPLICATION_FEE_BASIS_POINTS = 300;

/** How long a Checkout session for an entry stays open (Stripe's minimum is 30 minutes). */
export const ENTRY_CHECKOUT_MINUTES = 30;

/** Pitchside's fee on a payment of `amount` minor units (rounded half up). */
export function applicationFeeOf(amount: number): number {
  return Math.round((amount * ENTRY_APPLICATION_FEE_BASIS_POINTS) / 10_000);
}

/**
 * What a club pays now for `part` of its entry (minor units), or null when nothing of that part is due: a
 * deposit only before anything is paid and when the division asks one; the full part is everything left.
 */
export function entryAmountDue(payment: { total: number; dueNow: number; balance: number; paid: number; status: string }, part: EntryPaymentPart): number | null {
  if (payment.status === 'refunded') return null;
  const left = payment.total - payment.paid;
  if (left <= 0) return null;
  if (part === 'deposit') return payment.paid === 0 && payment.balance > 0 ? payment.dueNow : null;
  return left;
}

/**
 * POST /api/payments/entries (public): pay for one team's place. The club proves it is the club by its
 * application's key (its browser kept it); `amount` and `currency` are what the form showed, checked
 * against what is due at that moment (a 409 when it changed).
 */
export const entryCheckoutInputSchema = z.strictObject({
  tournamentId: idSchema,
  applicationKey: z
    .string()
    .trim()
    .min(8)
    .max(LIMITS.idempotencyKey)
    .regex(/^[A-Za-z0-9_-]+$/),
  team: z.string().trim().min(1).max(LIMITS.teamName),
  part: z.enum(ENTRY_PAYMENT_PARTS),
  amount: z.number().int().min(0).max(LIMITS.amount),
  currency: z.string().trim().length(3),
});
export type EntryCheckoutInput = z.infer<typeof entryCheckoutInputSchema>;

/** POST /api/payments/connect: start (or finish) connecting the organization's Stripe account, back to this tournament. */
export const connectStripeInputSchema = z.strictObject({ tournamentId: idSchema });
export type ConnectStripeInput = z.infer<typeof connectStripeInputSchema>;

export const STRIPE_ACCOUNT_STATES = ['none', 'pending', 'ready'] as const;
export type StripeAccountState = (typeof STRIPE_ACCOUNT_STATES)[number];
