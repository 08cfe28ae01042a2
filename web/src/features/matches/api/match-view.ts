import { cardSchema, goalSchema, MATCH_PERIODS, scoreConfirmationSchema, storedMatchStatusSchema, type MatchView } from '@pitchside/shared';
import * as z from 'zod';

const nullableTime = z.string().nullable();

/** `MatchView` (shared/matches/match-api.ts) as the matches service answers it. */
export const matchViewSchema: z.ZodType<MatchView> = z.object({
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
  clock: z.object({ elapsedSeconds: z.number(), period: z.enum(MATCH_PERIODS), minute: z.number(), running: z.boolean() }),
  durations: z.object({ firstHalfDuration: z.number(), breakDuration: z.number(), secondHalfDuration: z.number() }),
  scoreConfirmations: z.array(scoreConfirmationSchema),
  version: z.number(),
  appliedEventIds: z.array(z.string()),
  homeTeamId: z.string().nullable(),
  awayTeamId: z.string().nullable(),
  can: z.object({
    run: z.boolean(),
    assign: z.boolean(),
    confirm: z.array(z.enum(['home', 'away'])),
    recordIncident: z.boolean(),
    readIncidents: z.boolean(),
    audit: z.boolean(),
  }),
});
