import * as z from 'zod';
import { ageSchema, genderSchema, idSchema } from '../entities/common';
import { emailSchema, requiredString, tooLong, typedNumber } from '../validation/field-schemas';
import { localeSchema } from '../i18n/locales';
import { formText, requiredMessage } from '../i18n/form-text';
import { ENTRY_ACTIONS, ENTRY_STATUSES, REGISTRATION_LIMITS as LIMITS, REGISTRATION_REVIEWS, REGISTRATION_STATES } from './registration-rules';

// The registration's inputs (issue 32). Every string has a maximum, every list a length.

/** A venue wall-clock time, 'YYYY-MM-DDTHH:mm' (the tournament's time zone says where). */
export const localDateTimeSchema = z
  .string()
  .trim()
  .max(16, formText('form.dateTimeLike', { example: '2026-05-01T09:00' }))
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, formText('form.dateTimeLike', { example: '2026-05-01T09:00' }));
/** A venue calendar date, 'YYYY-MM-DD'. */
export const localDateSchema = z
  .string()
  .trim()
  .max(10, formText('form.dateLike', { example: '2026-05-01' }))
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, formText('form.dateLike', { example: '2026-05-01' }));

// A letter where an amount belongs is the spec's number rule (§5): 'Invalid number'.
const amountSchema = typedNumber(formText('form.amountInCents'))
  .int(formText('form.amountInCents'))
  .min(0, formText('form.amountInCents'))
  .max(LIMITS.amount, formText('form.amountUnder', { max: LIMITS.amount }));
/** ISO 4217, as Stripe takes it (lower case there; stored upper case here). */
export const currencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, formText('form.currencyCode'));

export const registrationSettingsInputSchema = z
  .strictObject({
    opensAt: localDateTimeSchema,
    closesAt: localDateTimeSchema,
    places: typedNumber()
      .int(formText('form.wholePlaces'))
      .min(1, formText('form.placesAtLeastOne'))
      .max(LIMITS.places, formText('form.placesAtMost', { max: LIMITS.places })),
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
      .max(LIMITS.documents, formText('form.documentsAtMost', { max: LIMITS.documents }))
      .default([]),
    terms: z.string().trim().max(LIMITS.terms, tooLong(LIMITS.terms)).default(''),
    state: z.enum(REGISTRATION_STATES).default('open'),
    /** Hours to pay what is due now, from the moment the place is held or offered (decision 0057). */
    payHours: typedNumber(formText('form.payHours', { min: LIMITS.payHours.min, max: LIMITS.payHours.max }))
      .int(formText('form.payHours', { min: LIMITS.payHours.min, max: LIMITS.payHours.max }))
      .min(LIMITS.payHours.min, formText('form.payHours', { min: LIMITS.payHours.min, max: LIMITS.payHours.max }))
      .max(LIMITS.payHours.max, formText('form.payHours', { min: LIMITS.payHours.min, max: LIMITS.payHours.max }))
      .default(LIMITS.payHours.default),
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
const applicationKeySchema = z
  .string()
  .trim()
  .min(8, 'Send a key of 8 to 100 letters, digits, - or _')
  .max(LIMITS.idempotencyKey, 'Send a key of 8 to 100 letters, digits, - or _')
  .regex(/^[A-Za-z0-9_-]+$/, 'Send a key of 8 to 100 letters, digits, - or _');

export const applicationInputSchema = z.strictObject({
  idempotencyKey: applicationKeySchema,
  club: requiredString('club', LIMITS.club),
  contactName: requiredString('contactName', LIMITS.contactName),
  contactEmail: z.string({ error: requiredMessage('email') }).pipe(emailSchema),
  language: localeSchema,
  acceptTerms: z.literal(true, { error: formText('form.acceptTerms') }),
  teams: z
    .array(applicationTeamInputSchema)
    .min(1, formText('form.addTeam'))
    .max(LIMITS.teamsPerApplication, formText('form.teamsPerApplication', { max: LIMITS.teamsPerApplication })),
});
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** The club's own page asks with its application's key in the body (never in a URL, where it would be logged). */
export const applicationStatusInputSchema = z.strictObject({ applicationKey: applicationKeySchema });
export type ApplicationStatusInput = z.infer<typeof applicationStatusInputSchema>;

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
