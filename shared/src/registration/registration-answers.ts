import * as z from 'zod';
import type { Gender } from '../constants/genders';
import { ENTRY_STATUSES, PAYMENT_STATUSES, REGISTRATION_REVIEWS, REGISTRATION_STATES } from './registration-rules';

// The registration's answers (issue 32), apart from its inputs (registration-api.ts): the web's public
// registration page checks these answers and so bundles this module, not the input schemas and the field
// rules they pull in (the public pages' JavaScript budget). The gender enum is spelled out (checked against
// Gender below): importing entities/common or constants/genders here makes the bundler split those modules
// into chunks of their own, and every public page that loads them pays for the extra file.
const genderSchema = z.enum(['boys', 'girls', 'mixed']);
/** Fails to compile when GENDERS and this enum part ways. */
export type GendersAgree = [Gender] extends [z.infer<typeof genderSchema>] ? ([z.infer<typeof genderSchema>] extends [Gender] ? true : never) : never;
const gendersAgree: GendersAgree = true;
void gendersAgree;
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
  /** Hours to pay once a place is held or offered (decision 0057). */
  payHours: z.number().int(),
  state: z.enum(REGISTRATION_STATES),
};
/** What the public page shows of the settings: not the places (it shows those left), review mode or state (it shows the phase). */
const { places: _places, review: _review, state: _state, ...publicSettingsShape } = settingsShape;
const phaseSchema = z.enum(['notYetOpen', 'open', 'paused', 'closed']);

export const registrationDivisionSchema = z.object({
  divisionId: z.string(),
  name: z.string(),
  age: z.string(),
  gender: genderSchema,
  ...settingsShape,
  phase: phaseSchema,
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
  /** Withdrawn because nothing was paid in time: the place went to the waiting line (decision 0057). */
  released: z.boolean(),
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

/** The club's own page (found by its application's key): each team as it stands now, and until when it may pay. */
export const applicationStatusSchema = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  club: z.string(),
  teams: z.array(
    z.object({
      team: z.string(),
      divisionId: z.string(),
      division: z.string(),
      status: z.enum(ENTRY_STATUSES),
      position: z.number().int().nullable(),
      payment: entryPaymentSchema,
      /** Withdrawn because nothing was paid in time (decision 0057). */
      released: z.boolean(),
      /** When the time to pay for the place ends (ISO), while it runs (decision 0057). */
      payBy: z.string().nullable(),
    }),
  ),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

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
      phase: phaseSchema,
      placesLeft: z.number().int(),
      waiting: z.number().int(),
      ...publicSettingsShape,
    }),
  ),
});
export type PublicRegistration = z.infer<typeof publicRegistrationSchema>;
