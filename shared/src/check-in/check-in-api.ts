import * as z from 'zod';
import { idSchema, timestampSchema } from '../entities/common';
import { AGE_PROBLEMS, ageRuleSchema, MAX_AGE_RULES } from './age-rule';

/** Most marks one sync sends (a morning of a big cup's desk fits in a few). */
export const MAX_MARKS_PER_SYNC = 500;

/** PUT …/check-in/settings: the divisions' age rules and when the squads freeze. */
export const checkInSettingsSchema = z.strictObject({
  ageRules: z.array(ageRuleSchema).max(MAX_AGE_RULES),
  /** After this instant a squad's players change only by the organizer (null: never frozen). */
  squadFreezeAt: timestampSchema.nullable(),
});
export type CheckInSettings = z.infer<typeof checkInSettingsSchema>;
export const DEFAULT_CHECK_IN_SETTINGS: CheckInSettings = { ageRules: [], squadFreezeAt: null };

/**
 * One desk mark: the team (no playerId) or one player present or not. `markId` is made on the phone, so a
 * replayed sync is harmless; `at` is when the volunteer tapped, so a mark synced late never overwrites a newer one.
 */
export const checkInMarkSchema = z.strictObject({
  markId: idSchema,
  teamKey: idSchema,
  playerId: idSchema.nullable(),
  present: z.boolean(),
  at: timestampSchema,
});
export type CheckInMark = z.infer<typeof checkInMarkSchema>;

export const checkInMarksInputSchema = z.strictObject({ marks: z.array(checkInMarkSchema).min(1).max(MAX_MARKS_PER_SYNC) });

const ageProblemSchema = z.enum(AGE_PROBLEMS).nullable();

const deskPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  jerseyNumber: z.number().nullable(),
  /** Personal data: only the organizer, the desk, the team's coach and its referees read it (docs/decisions/0065). */
  dateOfBirth: z.string().nullable(),
  older: z.boolean(),
  ageProblem: ageProblemSchema,
  present: z.boolean(),
});

const deskTeamSchema = z.object({
  teamKey: z.string(),
  team: z.string(),
  club: z.string().nullable(),
  division: z.string(),
  divisionId: z.string().nullable(),
  present: z.boolean(),
  players: z.array(deskPlayerSchema),
});
export type DeskTeam = z.infer<typeof deskTeamSchema>;
export type DeskPlayer = z.infer<typeof deskPlayerSchema>;

/** GET …/check-in: everything the desk needs for a morning offline, and the organizer's live view. */
export const checkInBoardSchema = z.object({
  tournamentId: z.string(),
  /** The tournament's Ed25519 public key (raw, base64url): the desk verifies passes with it offline. */
  publicKey: z.string(),
  settings: checkInSettingsSchema,
  teams: z.array(deskTeamSchema),
});
export type CheckInBoard = z.infer<typeof checkInBoardSchema>;

export const checkInMarksAnswerSchema = z.object({
  /** 'applied'; 'stale' when a newer mark for the same team or player was already stored (it stands); 'unknown' when the team or player is not in the tournament (the phone drops it). */
  results: z.array(z.object({ markId: z.string(), outcome: z.enum(['applied', 'stale', 'unknown']) })),
});
export type CheckInMarksAnswer = z.infer<typeof checkInMarksAnswerSchema>;

/** GET …/teams/{teamKey}/passes: the team sheet a coach shows or prints, with the squad's age check. */
export const teamPassesSchema = z.object({
  tournamentId: z.string(),
  tournament: z.string(),
  teamKey: z.string(),
  team: z.string(),
  division: z.string(),
  teamPass: z.string(),
  squadFreezeAt: z.string().nullable(),
  olderAllowed: z.number().nullable(),
  bornOnOrAfter: z.string().nullable(),
  players: z.array(deskPlayerSchema.omit({ present: true }).extend({ pass: z.string() })),
});
export type TeamPasses = z.infer<typeof teamPassesSchema>;

export const checkInSettingsAnswerSchema = z.object({ settings: checkInSettingsSchema });
