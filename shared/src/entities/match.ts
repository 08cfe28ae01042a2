import * as z from 'zod';
import { formText } from '../i18n/form-text';
import { matchStateSchema } from '../match/match-state';
import { storedMatchStatusSchema } from '../match/match-status';
import { requiredString } from '../validation/field-schemas';
import { ageSchema, genderSchema, idSchema, matchDateSchema, nullableTimestampSchema } from './common';

/** A kick-off time 'HH:MM' (24 h), or '' when the schedule does not say. */
export const kickOffTimeSchema = z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formText('form.timeLike', { example: '09:30' }))]);
import { scoreConfirmationSchema } from './score-confirmation';

/**
 * A match (spec §3): the fixture (who, where in the tournament, when) plus the live state its event
 * log decides (see MatchState). The spreadsheet's 'Home Team', 'Home Club', … columns arrive here as
 * camelCase; see SPREADSHEET_COLUMNS.
 */
export const matchSchema = matchStateSchema.extend({
  id: idSchema,
  tournamentId: idSchema,
  division: z.string().min(1),
  age: ageSchema,
  gender: genderSchema,
  date: matchDateSchema,
  homeTeam: z.string().min(1),
  homeClub: z.string().optional(),
  awayTeam: z.string().min(1),
  awayClub: z.string().optional(),
  time: kickOffTimeSchema.optional(),
  field: z.string().optional(),
  bracket: z.string().optional(),
  status: storedMatchStatusSchema,
  refereeId: idSchema.nullable().optional(),
  refereeName: z.string().nullable().optional(),
  assignedAt: nullableTimestampSchema.optional(),
  scoreConfirmations: z.array(scoreConfirmationSchema).default([]),
  appliedEventIds: z.array(z.string()).default([]),
});
export type Match = z.infer<typeof matchSchema>;

export const createMatchInputSchema = z.strictObject({
  division: requiredString('division'),
  age: ageSchema,
  gender: genderSchema,
  date: matchDateSchema,
  homeTeam: requiredString('homeTeam'),
  homeClub: z.string().trim().max(100).optional(),
  awayTeam: requiredString('awayTeam'),
  awayClub: z.string().trim().max(100).optional(),
  time: kickOffTimeSchema.optional(),
  field: z.string().trim().max(100).optional(),
  bracket: z.string().trim().max(100).optional(),
});
export type CreateMatchInput = z.infer<typeof createMatchInputSchema>;

/** Assigning (or, with null, unassigning) the referee who runs the match. */
export const assignRefereeInputSchema = z.strictObject({ refereeId: idSchema.nullable() });
export type AssignRefereeInput = z.infer<typeof assignRefereeInputSchema>;
