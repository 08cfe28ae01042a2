import * as z from 'zod';
import { formText, requiredMessage, type RequiredField } from '../i18n/form-text';
import { MESSAGES } from '../messages';
import { TEXT_LIMITS } from './limits';

// One schema per field rule of spec §5. Web forms and API handlers parse with the same schemas, so a
// value the form accepts is never refused by the API with a different message.

/** Trimmed and lower-cased before the check, so ' Ana@Club.se ' is stored as 'ana@club.se'. */
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/** The message of every length limit. */
export const tooLong = (max: number) => formText('form.tooLong', { max });

// ASCII classes on purpose: Cognito's password policy counts only A-Z, a-z and 0-9, so accepting 'É' as
// the uppercase letter here would let the form pass a password the sign-up then refuses.
const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,}$/su;
/** At most Cognito's 256 characters: a longer one is refused here, before it costs a hash or a request. */
export const passwordSchema = z.string({ error: MESSAGES.invalidPassword }).max(TEXT_LIMITS.password, tooLong(TEXT_LIMITS.password)).regex(PASSWORD, MESSAGES.invalidPassword);

const SEP = '[ .-]?';
const PHONE = new RegExp(`^(?:\\+1${SEP})?(?:\\(\\d{3}\\)|\\d{3})${SEP}\\d{3}${SEP}\\d{4}$`);
/** North American numbers: optional +1, area code optionally in parentheses, then 3 + 4 digits. */
export const phoneSchema = z.string({ error: MESSAGES.invalidPhone }).trim().max(32, MESSAGES.invalidPhone).regex(PHONE, MESSAGES.invalidPhone);

/**
 * A number a person types (minutes, places, scores, a position): spec §5's number rule, so a value that is
 * not a number (a letter sent as text) is 'Invalid number'. `words` are what `z.number({ error: words })`
 * says: a missing value and every check without words of its own (zod's own words without them).
 */
export const typedNumber = (words?: string) => z.number({ error: (issue) => (issue.code === 'invalid_type' && issue.input !== undefined ? MESSAGES.invalidNumber : words) });

export const numberStringSchema = z
  .string({ error: MESSAGES.invalidNumber })
  .trim()
  .max(32, MESSAGES.invalidNumber)
  .regex(/^[0-9]+$/, MESSAGES.invalidNumber);

// A name starts with a letter of any script; then letters, marks (\p{M} keeps decomposed accents, as typed by
// some keyboards and pasted from PDFs), spaces, hyphens, apostrophes (' and ’) and periods: 'Jean-Luc
// O'Brien', 'J. R. Smith'. Digits and other symbols are not names ('Ana2', 'Ana_Berg', 'Ana@Berg').
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/**
 * The one name rule (the spec's "letters and spaces", widened for real names): every form, the
 * API and every import parse names with it, so a name accepted once is accepted everywhere.
 */
export const nameSchema = z.string({ error: MESSAGES.invalidName }).trim().max(TEXT_LIMITS.personName, tooLong(TEXT_LIMITS.personName)).regex(NAME, MESSAGES.invalidName);

/** Whether a stored value passes today's name rule (names stored before the rule may not). */
export function isValidName(value: string): boolean {
  return nameSchema.safeParse(value).success;
}

/**
 * Wraps a field schema so a missing or blank value says 'Please input your ${name}' rather than the
 * field's format message; only a filled-in value reaches the format check.
 */
export function required<T extends z.ZodType<unknown, string>>(schema: T, field: RequiredField) {
  const message = requiredMessage(field);
  return z.string({ error: message }).trim().min(1, message).pipe(schema);
}

/**
 * A required plain text field: 'Please input your ${name}' when missing or blank; trimmed otherwise, and
 * never longer than `max` (a field with a tighter rule pipes into it).
 */
export function requiredString(field: RequiredField, max: number = TEXT_LIMITS.text) {
  const message = requiredMessage(field);
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
}

/**
 * An optional form field: blank means absent (undefined), anything else must pass the schema. Forms
 * submit '' for an untouched input, which must not fail e.g. the phone format.
 */
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());
}
