import * as z from 'zod';
import { AGES, type Age } from '../constants/ages';
import { formText } from '../i18n/form-text';
import { currencySchema } from '../registration/registration-api';
import { typedNumber } from '../validation/field-schemas';
import { TEXT_LIMITS } from '../validation/limits';
import { OFFICIAL_ROLES, type OfficialRole } from '../referees/availability';

/** Limits of the pay inputs, defined once (schemas, the service and the web read them). */
export const REFEREE_PAY_LIMITS = {
  /** Minor units (cents): 100,000.00 of any currency for one match or one trip is far past any real fee. */
  amount: 10_000_000,
  /** Every age × role. */
  rates: AGES.length * OFFICIAL_ROLES.length,
  /** Venues (pitches) with a travel allowance. */
  venues: 500,
  venueName: TEXT_LIMITS.text,
} as const;

const amountSchema = typedNumber(formText('form.amountInCents'))
  .int(formText('form.amountInCents'))
  .min(0, formText('form.amountInCents'))
  .max(REFEREE_PAY_LIMITS.amount, formText('form.amountUnder', { max: REFEREE_PAY_LIMITS.amount }));

export const payRateSchema = z.strictObject({ age: z.enum(AGES), role: z.enum(OFFICIAL_ROLES), fee: amountSchema });
export const travelAllowanceSchema = z.strictObject({ venue: z.string().trim().min(1).max(REFEREE_PAY_LIMITS.venueName), amount: amountSchema });

/**
 * PUT …/referee-pay/rates: the organizer's whole rate card, in the tournament's currency (minor units).
 * An age or role left out pays nothing (the statement says 'No rate set'). Duplicates are refused by the
 * use case with a message that names the rule.
 */
export const payRatesInputSchema = z.strictObject({
  currency: currencySchema,
  rates: z.array(payRateSchema).max(REFEREE_PAY_LIMITS.rates),
  travel: z.array(travelAllowanceSchema).max(REFEREE_PAY_LIMITS.venues),
});
export type PayRatesInput = z.infer<typeof payRatesInputSchema>;
export type PayRate = z.infer<typeof payRateSchema>;
export type TravelAllowance = z.infer<typeof travelAllowanceSchema>;

export interface PayRates extends PayRatesInput {
  /** Set once any statement is marked paid: the card can no longer change (decision 0062). */
  locked: boolean;
  updatedAt: string | null;
}

/** A tournament without a rate card: nothing is paid until the organizer sets one. */
export const EMPTY_PAY_RATES: PayRates = { currency: 'EUR', rates: [], travel: [], locked: false, updatedAt: null };

/** The first rule a rate card breaks, as a message id, or null. */
export function payRatesProblem(input: PayRatesInput): 'refereePay.rateTwice' | 'refereePay.venueTwice' | null {
  const rateKeys = input.rates.map((rate) => `${rate.age}/${rate.role}`);
  if (new Set(rateKeys).size !== rateKeys.length) return 'refereePay.rateTwice';
  const venues = input.travel.map((travel) => travel.venue.toLocaleLowerCase('en'));
  if (new Set(venues).size !== venues.length) return 'refereePay.venueTwice';
  return null;
}

export function feeOf(rates: PayRatesInput, age: Age | string, role: OfficialRole): number | null {
  return rates.rates.find((rate) => rate.age === age && rate.role === role)?.fee ?? null;
}

export function allowanceOf(rates: PayRatesInput, venue: string): number {
  const key = venue.toLocaleLowerCase('en');
  return rates.travel.find((travel) => travel.venue.toLocaleLowerCase('en') === key)?.amount ?? 0;
}
