import * as z from 'zod';
import { DEFAULT_MATCH_DURATIONS } from '../constants/match-durations';
import { TOURNAMENT_DAYS, TOURNAMENT_TYPES } from '../constants/tournament-options';
import { gdCapSchema, tieBreakerChainSchema } from '../standings/tie-breakers';
import { requiredString } from '../validation/field-schemas';
import { idSchema, nonNegativeIntSchema, timestampSchema } from './common';

const durationSchema = z.number().int().min(0).max(4 * 3600);

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
});
export type Tournament = z.infer<typeof tournamentSchema>;

/**
 * The organizer's create form. Owner, draft and hasSchedule are set by the server, never sent;
 * durations fall back to the spec's defaults (2700 / 900 / 2700 s).
 */
export const createTournamentInputSchema = z.strictObject({
  name: requiredString('Tournament name'),
  teamCount: nonNegativeIntSchema.max(1000),
  type: z.enum(TOURNAMENT_TYPES),
  days: z.enum(TOURNAMENT_DAYS),
  firstHalfDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.firstHalfDuration),
  breakDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.breakDuration),
  secondHalfDuration: durationSchema.default(DEFAULT_MATCH_DURATIONS.secondHalfDuration),
  tieBreakers: tieBreakerChainSchema.optional(),
  gdCap: gdCapSchema.optional(),
});
export type CreateTournamentInput = z.infer<typeof createTournamentInputSchema>;

/** Edits never touch owner, draft (publishing is its own action) or hasSchedule (set by the import). */
export const updateTournamentInputSchema = z.strictObject({
  name: requiredString('Tournament name').optional(),
  teamCount: nonNegativeIntSchema.max(1000).optional(),
  type: z.enum(TOURNAMENT_TYPES).optional(),
  days: z.enum(TOURNAMENT_DAYS).optional(),
  firstHalfDuration: durationSchema.optional(),
  breakDuration: durationSchema.optional(),
  secondHalfDuration: durationSchema.optional(),
  tieBreakers: tieBreakerChainSchema.optional(),
  gdCap: gdCapSchema.nullable().optional(),
});
export type UpdateTournamentInput = z.infer<typeof updateTournamentInputSchema>;
