import * as z from 'zod';
import {
  scheduleSetupSchema,
  type BoardMatch,
  type ScheduleRestoreResult,
  type ScheduleVersionComparison,
  type ScheduleVersionList,
  type ScheduleVersionSummary,
  type ScheduleView,
  type ShiftResult,
} from '../scheduling/schedule-api';
import { DELAY_VIOLATION_CODES } from '../scheduling/running-late';
import type { DelayedMatchView, DelayPreview, DelayResult, DelayViolationView } from '../scheduling/running-late-api';
import { detailed } from './detailed';

/**
 * The scheduling service's answers. The rule reports inside them (violations, unplaced matches, the
 * fairness report) are described as objects and typed by their domain types (`detailed`): their fields
 * follow the scheduler's rules and are read by the board, not by integrators.
 */

export const boardMatchSchema: z.ZodType<BoardMatch> = z
  .object({
    matchId: z.string(),
    divisionId: z.string(),
    division: z.string(),
    age: z.string(),
    group: z.string(),
    round: z.number(),
    roundName: z.string().optional(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    pitchId: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    locked: z.boolean(),
    played: z.boolean(),
    refereeId: z.string(),
    refereeName: z.string().optional(),
    delayMinutes: z.number().optional(),
  })
  .meta({ id: 'BoardMatch' });

const violationsSchema = detailed<ScheduleView['violations']>(z.array(z.looseObject({})).describe('Hard rules the schedule breaks (see docs/scheduling.md).'));

export const scheduleViewSchema: z.ZodType<ScheduleView> = z
  .object({
    tournamentId: z.string(),
    setup: scheduleSetupSchema,
    matches: z.array(boardMatchSchema),
    violations: violationsSchema,
    unplaced: detailed<ScheduleView['unplaced']>(z.array(z.looseObject({})).describe('Matches the last generation could not place, with the rules that stopped each.')),
    fairness: detailed<NonNullable<ScheduleView['fairness']>>(z.looseObject({}).describe('How evenly the schedule treats the teams.')).optional(),
    generatedAt: z.string().optional(),
    unplacedTotal: z.number().optional(),
    unfinishedWrite: z.object({ kind: z.enum(['generate', 'restore']), since: z.string(), interrupted: z.boolean() }).optional(),
  })
  .meta({ id: 'ScheduleView' });

export const shiftResultSchema: z.ZodType<ShiftResult> = z.object({
  moved: z.array(boardMatchSchema),
  violations: violationsSchema,
  staleAssignments: z.array(
    z.object({
      matchId: z.string(),
      refereeId: z.string(),
      refereeName: z.string().optional(),
      code: z.enum(['referee_clash', 'moved']),
      messageId: z.string(),
      values: z.record(z.string(), z.string()),
      reason: z.string(),
    }),
  ),
  notified: z.number(),
});

export const scheduleVersionSummarySchema: z.ZodType<ScheduleVersionSummary> = z
  .object({ versionId: z.string(), name: z.string(), createdAt: z.string(), createdBy: z.string(), matchCount: z.number() })
  .meta({ id: 'ScheduleVersionSummary' });

export const scheduleVersionListSchema: z.ZodType<ScheduleVersionList> = z.object({ versions: z.array(scheduleVersionSummarySchema) });

const slotSchema = z.object({ pitchId: z.string(), date: z.string(), start: z.string() });
export const scheduleVersionComparisonSchema: z.ZodType<ScheduleVersionComparison> = z.object({
  version: scheduleVersionSummarySchema,
  changed: z.array(z.object({ matchId: z.string(), label: z.string(), current: slotSchema, version: slotSchema })),
  onlyInVersion: z.array(z.string()),
  onlyInCurrent: z.array(z.string()),
});

export const scheduleRestoreResultSchema: z.ZodType<ScheduleRestoreResult> = z.object({
  schedule: scheduleViewSchema,
  restored: z.number(),
  notified: z.number(),
  skipped: z.array(z.object({ matchId: z.string(), label: z.string(), code: z.enum(['played', 'gone', 'played_since']), messageId: z.string(), reason: z.string() })),
});

/** A message's values (catalog/scheduling): names and dates as strings, counts as numbers. */
const messageValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

const delayedMatchSchema: z.ZodType<DelayedMatchView> = z
  .object({
    matchId: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    division: z.string(),
    pitch: z.string(),
    date: z.string(),
    time: z.string(),
    previousDelayMinutes: z.number(),
    delayMinutes: z.number(),
    expected: z.string(),
    cause: z.enum(['asked', 'pitch', 'team']),
  })
  .meta({ id: 'DelayedMatch' });

const delayViolationSchema: z.ZodType<DelayViolationView> = z
  .object({
    key: z.string(),
    code: z.enum(DELAY_VIOLATION_CODES),
    matchIds: z.array(z.string()),
    message: z.string(),
    messageId: z.string(),
    values: messageValuesSchema,
    suggestion: z.string(),
    suggestionId: z.string(),
    suggestionValues: messageValuesSchema,
  })
  .meta({ id: 'DelayViolation' });

const delayPreviewShape = { target: z.string(), minutes: z.number(), changes: z.array(delayedMatchSchema), violations: z.array(delayViolationSchema) };

/** Running late: what a delay would move and which rules it would break (nothing written). */
export const delayPreviewSchema: z.ZodType<DelayPreview> = z.object(delayPreviewShape).meta({ id: 'DelayPreview' });

/** Running late, applied: the same, whether it was written, and how many people were e-mailed. */
export const delayResultSchema: z.ZodType<DelayResult> = z.object({ ...delayPreviewShape, applied: z.boolean(), notified: z.number() }).meta({ id: 'DelayResult' });
