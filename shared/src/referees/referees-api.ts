import * as z from 'zod';
import { idSchema } from '../entities/common';
import { availabilityInputSchema, OFFICIAL_ROLES } from './availability';
import { UNFIT_CODES } from './candidates';
import { OFFER_STATES } from './offer-state';

/**
 * The referees service's requests and answers (issue 34). An assignor makes at most MAX_OFFERS_AT_ONCE
 * offers in one request: one DynamoDB transaction of an offer and its slot each, checked all before any is written.
 */
export const MAX_OFFERS_AT_ONCE = 50;
/** The longest a referee may be given to answer: a month. */
export const MAX_ANSWER_DAYS = 31;
export const RELEASE_REASON_MAX = 500;

export const createOffersInputSchema = z.strictObject({
  offers: z
    .array(z.strictObject({ matchId: idSchema, refereeUid: idSchema, role: z.enum(OFFICIAL_ROLES) }))
    .min(1)
    .max(MAX_OFFERS_AT_ONCE),
  /** When the referees must have answered by (ISO with a zone). */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CreateOffersInput = z.infer<typeof createOffersInputSchema>;

export const answerOfferInputSchema = z.strictObject({ answer: z.enum(['accept', 'decline']) });
export const releaseRequestInputSchema = z.strictObject({ reason: z.string().trim().min(1).max(RELEASE_REASON_MAX) });
export const releaseDecisionInputSchema = z.strictObject({ decision: z.enum(['release', 'keep']) });
export const fillDayInputSchema = z.strictObject({ date: z.iso.date() });
export const lockPlanInputSchema = z.strictObject({ locked: z.boolean() });
export const candidatesQuerySchema = z.strictObject({ role: z.enum(OFFICIAL_ROLES).optional() });
export const listOffersQuerySchema = z.strictObject({ date: z.iso.date().optional() });
export { availabilityInputSchema };

const roleSchema = z.enum(OFFICIAL_ROLES);

export const availabilityAnswerSchema = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  locked: z.boolean(),
  /** The tournament's pitches, for the 'where' choice (empty when it has no venue set up). */
  pitches: z.array(z.object({ id: z.string(), name: z.string() })),
  availability: availabilityInputSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

export const offerViewSchema = z.object({
  offerId: z.string(),
  tournamentId: z.string(),
  matchId: z.string(),
  role: roleSchema,
  refereeUid: z.string(),
  refereeName: z.string(),
  /** As it stands now: an unanswered offer past its deadline reads as expired even before the sweep. */
  state: z.enum(OFFER_STATES),
  expiresAt: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  releaseReason: z.string().nullable(),
  match: z.object({ date: z.string(), time: z.string(), field: z.string(), homeTeam: z.string(), awayTeam: z.string(), age: z.string() }),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const offerListSchema = z.object({ offers: z.array(offerViewSchema), locked: z.boolean() });
export type OfferList = z.infer<typeof offerListSchema>;
export const offerAnswerSchema = z.object({ offer: offerViewSchema });
export const createdOffersSchema = z.object({ offers: z.array(offerViewSchema) });

export const candidateSchema = z.object({
  uid: z.string(),
  name: z.string(),
  free: z.boolean(),
  reasons: z.array(z.enum(UNFIT_CODES)),
  connected: z.boolean(),
  matchesThatDay: z.number().int(),
});
export const candidatesAnswerSchema = z.object({ matchId: z.string(), role: roleSchema, candidates: z.array(candidateSchema) });
export type CandidatesAnswer = z.infer<typeof candidatesAnswerSchema>;

const fillReasonSchema = z.object({ code: z.string(), count: z.number().int(), message: z.string(), messageId: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) });
export const fillDayAnswerSchema = z.object({
  date: z.string(),
  /** The proposal: nothing is written until the assignor sends the offers (edited or not). */
  offers: z.array(z.object({ matchId: z.string(), role: roleSchema, refereeUid: z.string(), refereeName: z.string() })),
  unfilled: z.array(z.object({ matchId: z.string(), role: roleSchema, reasons: z.array(fillReasonSchema) })),
  spread: z.object({ min: z.number(), max: z.number(), mean: z.number(), perReferee: z.record(z.string(), z.number()) }),
});
export type FillDayAnswer = z.infer<typeof fillDayAnswerSchema>;

export const refereeTournamentsSchema = z.object({
  tournaments: z.array(z.object({ tournamentId: z.string(), name: z.string(), startDate: z.string(), endDate: z.string(), venue: z.string() })),
});
export type RefereeTournaments = z.infer<typeof refereeTournamentsSchema>;

export const planAnswerSchema = z.object({ tournamentId: z.string(), locked: z.boolean() });
