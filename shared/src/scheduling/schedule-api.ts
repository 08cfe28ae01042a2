import type { RestoreSkipCode, StaleAssignmentCode } from '../i18n/scheduler-messages';
import { typedNumber } from '../validation/field-schemas';
import { formText } from '../i18n/form-text';
import * as z from 'zod';
import { idSchema } from '../entities/common';
import { AGES } from '../constants/ages';
import type { UnplacedMatch } from './explain-unplaced';
import type { FairnessReport } from './fairness';
import type { Violation } from './placement-rules';
import { divisionFormatSchema, matchLengthSchema, pitchSchema, scheduleDaySchema } from './schedule-input';

/**
 * The scheduling API's requests and answers. The organizer describes the venue once (the setup); the
 * divisions and teams come from the tournament itself, so the setup only says how each division is played.
 * The schedule itself is the tournament's match rows: a generated match is a match like an imported one,
 * with its pitch, kick-off and lock on the row.
 */
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, formText('form.timeHhMm'));

export const scheduleSetupSchema = z.strictObject({
  pitches: z.array(pitchSchema).max(500),
  days: z.array(scheduleDaySchema).max(60),
  /** Halves and break per age group; an age left out uses the tournament's durations. */
  matchLengths: z.partialRecord(z.enum(AGES), matchLengthSchema).default({}),
  changeoverMinutes: typedNumber().int().min(0).max(120).default(5),
  minRestMinutes: typedNumber()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  maxMatchesPerTeamPerDay: typedNumber().int().min(1).max(10).default(2),
  clubRule: z.boolean().default(false),
  startStepMinutes: typedNumber().int().min(1).max(60).default(5),
  seed: z.number().int().default(1),
  /** How each division (by its id) is played; a division left out is one round-robin group, one leg. */
  formats: z.record(idSchema, divisionFormatSchema).default({}),
});
export type ScheduleSetup = z.output<typeof scheduleSetupSchema>;
export type ScheduleSetupInput = z.input<typeof scheduleSetupSchema>;

/** A setup's venue and rules as the scheduler takes them; match lengths and divisions each caller resolves. */
export function setupRules(setup: ScheduleSetup) {
  const { pitches, days, changeoverMinutes, minRestMinutes, maxMatchesPerTeamPerDay, clubRule, startStepMinutes, seed } = setup;
  return { pitches, days, changeoverMinutes, minRestMinutes, maxMatchesPerTeamPerDay, clubRule, startStepMinutes, seed };
}

/** What to do with the matches a tournament has already when the organizer generates (see `existing`). */
export const EXISTING_MATCHES_CHOICES = ['replace', 'keep'] as const;
export type ExistingMatchesChoice = (typeof EXISTING_MATCHES_CHOICES)[number];

export const generateScheduleInputSchema = z.strictObject({
  /** Keep locked matches where they are and place the rest around them (default), or start from empty. */
  keepLocked: z.boolean().default(true),
  /**
   * The matches already there (imported, added by hand, generated): `replace` takes every one that has not
   * been played off the schedule (locked ones stay with `keepLocked`) and places every fixture afresh;
   * `keep` leaves every one where it is, as the fixture it is, and places only the fixtures still missing
   * around them. Played matches stay in both. Required when the tournament has matches the scheduler did
   * not make (409 `existing_matches` otherwise); without them, leaving it out means `replace`.
   */
  existing: z.enum(EXISTING_MATCHES_CHOICES).optional(),
});
export type GenerateScheduleInput = z.input<typeof generateScheduleInputSchema>;

/** A board move: where the organizer dropped the match. */
export const moveScheduledMatchInputSchema = z.strictObject({ pitchId: idSchema, date: z.iso.date(), start: hhmm });
export type MoveScheduledMatchInput = z.infer<typeof moveScheduledMatchInputSchema>;

export const lockScheduledMatchInputSchema = z.strictObject({ locked: z.boolean() });
export type LockScheduledMatchInput = z.infer<typeof lockScheduledMatchInputSchema>;

/**
 * A weather day: the matches on `date` (on `pitchId` only, when given) kicking off in [from, to) either
 * shift by `minutes`, or move to another pitch and/or day keeping their kick-off.
 */
export const shiftScheduleInputSchema = z
  .strictObject({
    date: z.iso.date(),
    pitchId: idSchema.optional(),
    from: hhmm.default('00:00'),
    to: hhmm.default('24:00'),
    minutes: typedNumber()
      .int()
      .min(-24 * 60)
      .max(24 * 60)
      .optional(),
    toPitchId: idSchema.optional(),
    toDate: z.iso.date().optional(),
  })
  .refine((input) => (input.minutes !== undefined) !== (input.toPitchId !== undefined || input.toDate !== undefined), {
    message: formText('form.shiftHow'),
    path: ['minutes'],
  });
export type ShiftScheduleInput = z.input<typeof shiftScheduleInputSchema>;

export const saveScheduleVersionInputSchema = z.strictObject({
  name: z
    .string({ error: formText('form.nameVersion') })
    .trim()
    .min(1, formText('form.nameVersion'))
    .max(80),
});
export type SaveScheduleVersionInput = z.infer<typeof saveScheduleVersionInputSchema>;

/** One match on the board. `pitchId`, `start` and `end` are '' for a match not on the schedule yet. */
export interface BoardMatch {
  matchId: string;
  divisionId: string;
  division: string;
  age: string;
  group: string;
  round: number;
  /** A knockout match's round as people say it ('Semi-final'); absent for group and imported matches. */
  roundName?: string;
  homeTeam: string;
  awayTeam: string;
  pitchId: string;
  date: string;
  start: string;
  end: string;
  locked: boolean;
  /** A match that has started or finished never moves. */
  played: boolean;
  /** Running late: minutes after `start` it is expected to kick off (absent: on time). */
  delayMinutes?: number;
  refereeId: string;
  refereeName?: string;
}

export interface ScheduleView {
  tournamentId: string;
  setup: ScheduleSetup;
  matches: BoardMatch[];
  /** Hard rules the current schedule breaks (after hand edits or a shift): shown on the board. */
  violations: Violation[];
  /** From the last generation: every match it could not place, each with the rules that stopped it. */
  unplaced: UnplacedMatch[];
  fairness?: FairnessReport;
  generatedAt?: string;
  /** How many matches the last generation could not place, when `unplaced` had to be cut to fit storage. */
  unplacedTotal?: number;
  /**
   * A generation or restore writing the match rows right now, or one that stopped half way
   * (`interrupted`: the rows may mix two schedules until the organizer generates or restores again).
   */
  unfinishedWrite?: { kind: 'generate' | 'restore'; since: string; interrupted: boolean };
}

export interface ShiftResult {
  moved: BoardMatch[];
  violations: Violation[];
  /**
   * Assignments the move made stale: the referee now has two matches at once (`referee_clash`), or must
   * check the new time (`moved`). `values` are what `reason` (in the caller's language) is worded from.
   */
  /** `reason` in the caller's language; `messageId` (catalog/scheduling) with `values` words it in any. */
  staleAssignments: { matchId: string; refereeId: string; refereeName?: string; code: StaleAssignmentCode; messageId: string; values: Record<string, string>; reason: string }[];
  /** How many coaches and referees were told by e-mail. */
  notified: number;
}

export interface ScheduleVersionSummary {
  versionId: string;
  name: string;
  createdAt: string;
  createdBy: string;
  matchCount: number;
}

export interface ScheduleVersionComparison {
  version: ScheduleVersionSummary;
  /** Matches whose pitch, day or kick-off differ between the version and the current schedule. */
  changed: { matchId: string; label: string; current: { pitchId: string; date: string; start: string }; version: { pitchId: string; date: string; start: string } }[];
  onlyInVersion: string[];
  onlyInCurrent: string[];
}

export interface ScheduleVersionList {
  versions: ScheduleVersionSummary[];
}

/** What restoring a version did. Played matches never move: they are listed with the reason. */
export interface ScheduleRestoreResult {
  schedule: ScheduleView;
  restored: number;
  /** Coaches and referees of the matches the restore moved, told by e-mail (phones are counted by the sender). */
  notified: number;
  /** `reason` is `code` worded in the caller's language. */
  skipped: { matchId: string; label: string; code: RestoreSkipCode; messageId: string; reason: string }[];
}
