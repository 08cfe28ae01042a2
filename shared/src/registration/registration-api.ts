import * as z from 'zod';
import { ageSchema, genderSchema, idSchema } from '../entities/common';
import { emailSchema, requiredString, tooLong } from '../validation/field-schemas';
import { localeSchema } from '../i18n/locales';
import { requiredMessage } from '../messages';
import { ENTRY_ACTIONS, ENTRY_STATUSES, PAYMENT_STATUSES, REGISTRATION_LIMITS as LIMITS, REGISTRATION_REVIEWS, REGISTRATION_STATES } from './registration-rules';

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
  name: requiredString('Team', LIMITS.teamName),
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
  club: requiredString('Club', LIMITS.club),
  contactName: requiredString('Contact name', LIMITS.contactName),
  contactEmail: z.string({ error: requiredMessage('E-mail') }).pipe(emailSchema),
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
    if (value.action === 'refuse' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: requiredMessage('Reason') });
    if (value.action === 'move' && !value.divisionId) context.addIssue({ code: 'custom', path: ['divisionId'], message: requiredMessage('Division') });
  });
export type EntryDecisionInput = z.infer<typeof entryDecisionInputSchema>;

export const listEntriesQuerySchema = z.strictObject({
  cursor: z.string().max(1_000).optional(),
  status: z.enum(ENTRY_STATUSES).optional(),
});
export type ListEntriesQuery = z.infer<typeof listEntriesQuerySchema>;

// Answers.

const settingsShape = {
  opensAt: z.string(),
  closesAt: z.string(),
  places: z.number().int(),
  review: z.enum(REGISTRATION_REVIEWS),
  entryFee: z.number().int(),
  currency: z.string(),
  earlyFee: z.number().int().nullable(),
  earlyUntil: z.string().nullable(),
  deposit: z.number().int().nullable(),
  balanceDueOn: z.string().nullable(),
  squadDeadline: z.string().nullable(),
  documents: z.array(z.string()),
  terms: z.string(),
  state: z.enum(REGISTRATION_STATES),
};

export const registrationDivisionSchema = z.object({
  divisionId: z.string(),
  name: z.string(),
  age: z.string(),
  gender: genderSchema,
  ...settingsShape,
  phase: z.enum(['notYetOpen', 'open', 'paused', 'closed']),
  held: z.number().int(),
  waiting: z.number().int(),
  version: z.number().int(),
});
export type RegistrationDivisionView = z.infer<typeof registrationDivisionSchema>;

export const registrationOverviewSchema = z.object({
  tournamentId: z.string(),
  timeZone: z.string(),
  /** The tournament's divisions, each with its registration (null: not set up yet). */
  divisions: z.array(z.object({ divisionId: z.string(), name: z.string(), age: z.string(), gender: genderSchema, registration: registrationDivisionSchema.nullable() })),
});
export type RegistrationOverview = z.infer<typeof registrationOverviewSchema>;

export const registrationDivisionAnswerSchema = z.object({ registration: registrationDivisionSchema });

const priceDueSchema = z.object({
  currency: z.string(),
  total: z.number().int(),
  dueNow: z.number().int(),
  balance: z.number().int(),
  balanceDueOn: z.string().nullable(),
  early: z.boolean(),
});

/** What an entry's payment stands at (this slice: `unpaid` with its price; Stripe moves it later). */
export const entryPaymentSchema = priceDueSchema.extend({ status: z.enum(PAYMENT_STATUSES), paid: z.number().int() });
export type EntryPayment = z.infer<typeof entryPaymentSchema>;

export const registrationEntrySchema = z.object({
  teamKey: z.string(),
  applicationId: z.string(),
  team: z.string(),
  club: z.string(),
  divisionId: z.string(),
  age: z.string(),
  gender: genderSchema,
  status: z.enum(ENTRY_STATUSES),
  /** In the division's waiting line, from 1; null when not waiting. */
  position: z.number().int().nullable(),
  reason: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  language: z.string(),
  arrivedAt: z.string(),
  decidedAt: z.string().nullable(),
  payment: entryPaymentSchema,
});
export type RegistrationEntryView = z.infer<typeof registrationEntrySchema>;

export const entryListSchema = z.object({ entries: z.array(registrationEntrySchema), cursor: z.string().nullable() });
export type EntryList = z.infer<typeof entryListSchema>;

export const entryDecisionAnswerSchema = z.object({
  entry: registrationEntrySchema,
  /** The team the released place went to (first in the waiting line), if any. */
  promoted: registrationEntrySchema.nullable(),
});
export type EntryDecisionAnswer = z.infer<typeof entryDecisionAnswerSchema>;

/** What the club is told about each of its teams. */
export const applicationTeamResultSchema = z.object({
  team: z.string(),
  divisionId: z.string(),
  status: z.enum(ENTRY_STATUSES),
  position: z.number().int().nullable(),
  payment: priceDueSchema.nullable(),
});
export const applicationAnswerSchema = z.object({ applicationId: z.string(), teams: z.array(applicationTeamResultSchema) });
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>;

/** The public page's view: divisions whose registration is set up, with what a club needs to decide and apply. */
export const publicRegistrationSchema = z.object({
  tournamentId: z.string(),
  name: z.string(),
  timeZone: z.string(),
  divisions: z.array(
    z.object({
      divisionId: z.string(),
      name: z.string(),
      age: z.string(),
      gender: genderSchema,
      phase: z.enum(['notYetOpen', 'open', 'paused', 'closed']),
      opensAt: z.string(),
      closesAt: z.string(),
      placesLeft: z.number().int(),
      waiting: z.number().int(),
      entryFee: z.number().int(),
      currency: z.string(),
      earlyFee: z.number().int().nullable(),
      earlyUntil: z.string().nullable(),
      deposit: z.number().int().nullable(),
      balanceDueOn: z.string().nullable(),
      squadDeadline: z.string().nullable(),
      documents: z.array(z.string()),
      terms: z.string(),
    }),
  ),
});
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;
