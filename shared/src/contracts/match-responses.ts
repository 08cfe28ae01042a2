import * as z from 'zod';
import { cardSchema } from '../entities/card';
import { goalSchema } from '../entities/goal';
import { scoreConfirmationSchema } from '../entities/score-confirmation';
import { matchDisputeSchema, type ListDisputesResult } from '../disputes/dispute';
import { storedMatchStatusSchema } from '../match/match-status';
import type { MatchRosters, MatchView, RecordMatchEventsResult } from '../matches/match-api';
import { matchClockSchema } from './public-responses';

/** The matches service's answers: the referee console, assignment, confirmations, incidents, disputes. */

const side = z.enum(['home', 'away']);
const nullableTime = z.string().nullable();

/** A match as the console, the organizer and the coach see it. */
export const matchViewSchema: z.ZodType<MatchView> = z
  .object({
    tournamentId: z.string(),
    tournamentName: z.string(),
    matchId: z.string(),
    division: z.string(),
    age: z.string(),
    gender: z.string(),
    date: z.string(),
    time: z.string(),
    field: z.string().nullable(),
    homeTeam: z.string(),
    homeClub: z.string().nullable(),
    awayTeam: z.string(),
    awayClub: z.string().nullable(),
    status: storedMatchStatusSchema,
    effectiveStatus: storedMatchStatusSchema,
    homeScore: z.number(),
    awayScore: z.number(),
    goals: z.array(goalSchema),
    cards: z.array(cardSchema),
    refereeId: z.string().nullable(),
    refereeName: z.string().nullable(),
    startedAt: nullableTime,
    pausedAt: nullableTime,
    resumedAt: nullableTime,
    completedAt: nullableTime,
    previousPauseTime: z.number(),
    clock: matchClockSchema,
    durations: z.object({ firstHalfDuration: z.number(), breakDuration: z.number(), secondHalfDuration: z.number() }),
    scoreConfirmations: z.array(scoreConfirmationSchema),
    version: z.number(),
    appliedEventIds: z.array(z.string()),
    homeTeamId: z.string().nullable(),
    awayTeamId: z.string().nullable(),
    coachedTeamKeys: z.array(z.string()).optional(),
    stage: z.enum(['group', 'knockout']).optional(),
    roundName: z.string().nullable().optional(),
    extraTimeStartedAt: nullableTime.optional(),
    homePenalties: z.number().nullable().optional(),
    awayPenalties: z.number().nullable().optional(),
    disputes: z.array(matchDisputeSchema).optional(),
    disputed: z.boolean().optional(),
    disputeWindowEndsAt: nullableTime.optional(),
    /** Running late: minutes after `time` it is expected to kick off (absent: on time). */
    delayMinutes: z.number().optional(),
    can: z.object({
      run: z.boolean(),
      assign: z.boolean(),
      confirm: z.array(side),
      recordIncident: z.boolean(),
      readIncidents: z.boolean(),
      audit: z.boolean(),
      dispute: z.array(side).optional(),
      resolveDisputes: z.boolean().optional(),
      /** The match's referee files (and amends) its report after full time (issue 34). */
      fileReport: z.boolean().optional(),
      /** The organizer, a linked tournament admin and the referee assignor read the report. */
      readReport: z.boolean().optional(),
    }),
  })
  .meta({ id: 'MatchView' });

export const matchListAnswerSchema = z.object({ matches: z.array(matchViewSchema) });

const outcomeSchema = z.union([
  z.object({ eventId: z.string(), outcome: z.enum(['applied', 'duplicate']) }),
  z.object({ eventId: z.string(), outcome: z.literal('rejected'), code: z.string(), message: z.string() }),
]);
export const recordMatchEventsResultSchema: z.ZodType<RecordMatchEventsResult> = z.object({ match: matchViewSchema, results: z.array(outcomeSchema) });

/** Both assignment routes: the matches as they are now, and a warning per overlapping booking. */
export const assignmentResultSchema = z.object({
  matches: z.array(matchViewSchema),
  warnings: z.array(z.object({ matchId: z.string(), message: z.string() })),
});

export const refereesAnswerSchema = z.object({ referees: z.array(z.object({ uid: z.string(), displayName: z.string() })) });

const rosterPlayerSchema = z.object({ playerId: z.string(), name: z.string(), jerseyNumber: z.number().nullable(), suspended: z.boolean().optional(), ageIneligible: z.boolean().optional() });
export const matchRostersSchema: z.ZodType<MatchRosters> = z.object({ home: z.array(rosterPlayerSchema), away: z.array(rosterPlayerSchema) });

export const incidentSchema = z
  .object({
    incidentId: z.string(),
    teamType: side,
    playerName: z.string(),
    minute: z.number().optional(),
    injury: z.string(),
    treatment: z.string(),
    returnedToPlay: z.boolean(),
    recordedBy: z.string(),
    recordedByName: z.string(),
    recordedAt: z.string(),
  })
  .meta({ id: 'Incident' });
export const incidentsAnswerSchema = z.object({ incidents: z.array(incidentSchema) });

/** One line of a match's audit log: a referee's event or a dispute step, who and when. */
export const auditEventSchema = z.object({
  seq: z.number(),
  eventId: z.string(),
  type: z.string(),
  event: z.record(z.string(), z.unknown()),
  at: z.string(),
  by: z.string(),
  byName: z.string(),
  recordedAt: z.string(),
});
export const matchAuditAnswerSchema = z.object({ events: z.array(auditEventSchema) });

export const resetMatchesAnswerSchema = z.object({ reset: z.number() });

export const openDisputesAnswerSchema: z.ZodType<ListDisputesResult> = z.object({
  disputes: z.array(
    z.object({
      matchId: z.string(),
      division: z.string(),
      date: z.string(),
      time: z.string(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      homeScore: z.number(),
      awayScore: z.number(),
      dispute: matchDisputeSchema,
    }),
  ),
});
