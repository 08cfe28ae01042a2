import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { DEFAULT_MATCH_DURATIONS } from '../constants/match-durations';
import { TOURNAMENT_DAYS, TOURNAMENT_TYPES } from '../constants/tournament-options';
import { gdCapSchema, tieBreakerChainSchema } from '../standings/tie-breakers';
import { disputeWindowMinutesSchema } from '../disputes/dispute';
import { required, requiredString } from '../validation/field-schemas';
import { ageSchema, genderSchema, idSchema, nonNegativeIntSchema, timestampSchema } from './common';
import { timeZoneSchema } from '../time/time-zone';

const durationSchema = z
  .number()
  .int()
  .min(0)
  .max(4 * 3600);

/** A calendar day 'YYYY-MM-DD'. */
export const calendarDateSchema = z.iso.date({ error: formText('form.dateLike', { example: '2026-06-01' }) });

/** Who paid for the tournament: the payments issue's seam. 'waived' until payments exist. */
export const TOURNAMENT_PAYMENT_STATUSES = ['waived', 'pending', 'paid'] as const;
export type TournamentPaymentStatus = (typeof TOURNAMENT_PAYMENT_STATUSES)[number];

/** A tournament (spec §3). `draft` is true from creation until published (§4). Durations in seconds. */
export const tournamentSchema = z.object({
  id: idSchema,
  organizerUid: idSchema,
  name: z.string().min(1),
  draft: z.boolean(),
  hasSchedule: z.boolean(),
  teamCount: nonNegativeIntSchema,
  firstHalfDuration: durationSchema,
  breakDuration: durationSchema,
  secondHalfDuration: durationSchema,
  type: z.enum(TOURNAMENT_TYPES),
  days: z.enum(TOURNAMENT_DAYS),
  tieBreakers: tieBreakerChainSchema.optional(),
  gdCap: gdCapSchema.optional(),
  createdAt: timestampSchema.optional(),
  orgId: idSchema.optional(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  venue: z.string().optional(),
  ageGroups: z.array(ageSchema).optional(),
  genders: z.array(genderSchema).optional(),
  payment: z.object({ status: z.enum(TOURNAMENT_PAYMENT_STATUSES) }).optional(),
  /** Minutes after a match's completion during which a coach may dispute its result (0: never). */
  disputeWindowMinutes: disputeWindowMinutesSchema.optional(),
  /** IANA zone of the venue; absent on tournaments made before it (their times stay floating). */
  timeZone: timeZoneSchema.optional(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** Each value once, in the order first given. */
const uniqueList = <T extends z.ZodType>(item: T, message: string) =>
  z
    .array(item)
    .min(1, message)
    .transform((values) => [...new Set(values)] as z.infer<T>[]);

const ageGroupsSchema = uniqueList(ageSchema, formText('form.chooseAgeGroup'));
const gendersSchema = uniqueList(genderSchema, formText('form.chooseGender'));
const tournamentNameSchema = requiredString('tournamentName').pipe(z.string().max(120, formText('form.nameUnder', { max: 120 })));
const venueSchema = requiredString('venue').pipe(z.string().max(200, formText('form.venueUnder', { max: 200 })));

function endNotBeforeStart(value: { startDate?: string | undefined; endDate?: string | undefined }, context: z.RefinementCtx): void {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: formText('form.endBeforeStart') });
  }
}

/**
 * The organizer's create form (/admin/tournaments/create). Owner, organization, draft, hasSchedule and
 * payment are set by the server, never sent; durations fall back to the spec's defaults (2700 / 900 /
 * 2700 s) and the tie-breaker chain to the spec's (PTS, GD, GF, name).
 */
export const createTournamentInputSchema = z
  .strictObject({
    name: tournamentNameSchema,
    type: z.enum(TOURNAMENT_TYPES, { error: formText('form.chooseKind') }),
    days: z.enum(TOURNAMENT_DAYS, { error: formText('form.chooseDays') }),
    startDate: required(calendarDateSchema, 'startDate'),
    endDate: required(calendarDateSchema, 'endDate'),
    venue: venueSchema,
    ageGroups: ageGroupsSchema,
    genders: gendersSchema,
    /** How many teams the organizer plans for (the payments issue may price by it); 0 when not said. */
    teamCount: nonNegativeIntSchema.max(1000).default(0),
    firstHalfDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.firstHalfDuration),
    breakDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.breakDuration),
    secondHalfDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.secondHalfDuration),
    tieBreakers: tieBreakerChainSchema.optional(),
    gdCap: gdCapSchema.optional(),
    /** Left out: the default window (DEFAULT_DISPUTE_WINDOW_MINUTES), applied when the tournament is created. */
    disputeWindowMinutes: disputeWindowMinutesSchema.optional(),
    /** The venue's IANA zone (the form defaults it from the browser); left out, times stay floating. */
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type CreateTournamentInput = z.infer<typeof createTournamentInputSchema>;

/**
 * Edits never touch owner, draft (publishing is its own action) or hasSchedule (set by the import). The
 * server checks the dates again against the stored ones when only one of them is sent.
 */
export const updateTournamentInputSchema = z
  .strictObject({
    name: tournamentNameSchema.optional(),
    teamCount: nonNegativeIntSchema.max(1000).optional(),
    type: z.enum(TOURNAMENT_TYPES).optional(),
    days: z.enum(TOURNAMENT_DAYS).optional(),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    venue: venueSchema.optional(),
    ageGroups: ageGroupsSchema.optional(),
    genders: gendersSchema.optional(),
    firstHalfDuration: durationSchema.optional(),
    breakDuration: durationSchema.optional(),
    secondHalfDuration: durationSchema.optional(),
    tieBreakers: tieBreakerChainSchema.optional(),
    gdCap: gdCapSchema.nullable().optional(),
    /** The version the edit was made on (from the tournament read); a stale one is refused with 409. */
    version: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    disputeWindowMinutes: disputeWindowMinutesSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine(endNotBeforeStart);
export type UpdateTournamentInput = z.infer<typeof updateTournamentInputSchema>;
