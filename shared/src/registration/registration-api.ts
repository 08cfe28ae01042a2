import * as z from 'zod';
import { ageSchema, genderSchema, idSchema } from '../entities/common';
import { emailSchema, requiredString, tooLong } from '../validation/field-schemas';
import { localeSchema } from '../i18n/locales';
import { requiredMessage } from '../i18n/form-text';
import { ENTRY_ACTIONS, ENTRY_STATUSES, REGISTRATION_LIMITS as LIMITS, REGISTRATION_REVIEWS, REGISTRATION_STATES } from './registration-rules';

// The registration's inputs (issue 32). Every string has a maximum, every list a length.

/** A venue wall-clock time, 'YYYY-MM-DDTHH:mm' (the tournament's time zone says where). */
export const localDateTimeSchema = z
  .string()
  .trim()
  .max(16, 'Use a date and time like 2026-05-01T09:00')
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Use a date and time like 2026-05-01T09:00');
/** A venue calendar date, 'YYYY-MM-DD'. */
export const localDateSchema = z
  .string()
  .trim()
  .max(10, 'Use a date like 2026-05-01')
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date like 2026-05-01');

const amountSchema = z.number({ error: 'Enter an amount in cents' }).int('Enter an amount in cents').min(0, 'Enter an amount in cents').max(LIMITS.amount, `Keep amounts under ${LIMITS.amount}`);
/** ISO 4217, as Stripe takes it (lower case there; stored upper case here). */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code like SEK or EUR');

export const registrationSettingsInputSchema = z
  .strictObject({
    opensAt: localDateTimeSchema,
    closesAt: localDateTimeSchema,
    places: z.number().int('Enter a whole number of places').min(1, 'Offer at least one place').max(LIMITS.places, `Offer at most ${LIMITS.places} places`),
    review: z.enum(REGISTRATION_REVIEWS).default('firstCome'),
    entryFee: amountSchema,
    currency: currencySchema,
    earlyFee: amountSchema.nullable().default(null),
    earlyUntil: localDateSchema.nullable().default(null),
    deposit: amountSchema.nullable().default(null),
    balanceDueOn: localDateSchema.nullable().default(null),
    squadDeadline: localDateSchema.nullable().default(null),
    documents: z
      .array(z.string().trim().min(1).max(LIMITS.documentName, tooLong(LIMITS.documentName)))
      .max(LIMITS.documents, `List at most ${LIMITS.documents} documents`)
      .default([]),
    terms: z.string().trim().max(LIMITS.terms, tooLong(LIMITS.terms)).default(''),
    state: z.enum(REGISTRATION_STATES).default('open'),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (value.closesAt <= value.opensAt) issue('closesAt', 'Close registration after it opens');
    if ((value.earlyFee === null) !== (value.earlyUntil === null)) issue(value.earlyFee === null ? 'earlyFee' : 'earlyUntil', 'Give the early price and the date it ends together');
    if (value.earlyFee !== null && value.earlyFee >= value.entryFee) issue('earlyFee', 'Make the early price lower than the entry fee');
    if ((value.deposit === null) !== (value.balanceDueOn === null)) issue(value.deposit === null ? 'deposit' : 'balanceDueOn', 'Give the deposit and the date the balance is due together');
    if (value.deposit !== null && (value.deposit === 0 || value.deposit >= (value.earlyFee ?? value.entryFee))) issue('deposit', 'Make the deposit more than 0 and less than the fee');
  });
export type RegistrationSettingsInput = z.infer<typeof registrationSettingsInputSchema>;

export const registrationStateInputSchema = z.strictObject({ state: z.enum(REGISTRATION_STATES) });
export type RegistrationStateInput = z.infer<typeof registrationStateInputSchema>;

export const applicationTeamInputSchema = z.strictObject({
  name: requiredString('team', LIMITS.teamName),
  divisionId: idSchema,
  age: ageSchema,
  gender: genderSchema,
});

/**
 * A club's application: who they are, how to reach them, in which language, and their teams (each for a
 * division). `idempotencyKey` is made once per form by the browser: a double click or a retry sends the
 * same one and gets the same answer.
 */
export const applicationInputSchema = z.strictObject({
  idempotencyKey: z
    .string()
    .trim()
    .min(8, 'Send a key of 8 to 100 letters, digits, - or _')
    .max(LIMITS.idempotencyKey, 'Send a key of 8 to 100 letters, digits, - or _')
    .regex(/^[A-Za-z0-9_-]+$/, 'Send a key of 8 to 100 letters, digits, - or _'),
  club: requiredString('club', LIMITS.club),
  contactName: requiredString('contactName', LIMITS.contactName),
  contactEmail: z.string({ error: requiredMessage('email') }).pipe(emailSchema),
  language: localeSchema,
  acceptTerms: z.literal(true, { error: 'Accept the terms to apply' }),
  teams: z.array(applicationTeamInputSchema).min(1, 'Add at least one team').max(LIMITS.teamsPerApplication, `Apply with at most ${LIMITS.teamsPerApplication} teams at once`),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

export const entryDecisionInputSchema = z
  .strictObject({
    action: z.enum(ENTRY_ACTIONS),
    reason: z.string().trim().max(LIMITS.reason, tooLong(LIMITS.reason)).optional(),
    divisionId: idSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.action === 'refuse' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: requiredMessage('reason') });
    if (value.action === 'move' && !value.divisionId) context.addIssue({ code: 'custom', path: ['divisionId'], message: requiredMessage('division') });
  });
export type EntryDecisionInput = z.infer<typeof entryDecisionInputSchema>;

export const listEntriesQuerySchema = z.strictObject({
  cursor: z.string().max(1_000).optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
});
export type ListEntriesQuery = z.infer<typeof listEntriesQuerySchema>;

// The answers' schemas live in registration-answers.ts: a page that reads answers does not carry these inputs.
export * from './registration-answers';
