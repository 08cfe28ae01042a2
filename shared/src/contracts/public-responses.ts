import * as z from 'zod';
import { MATCH_CLASSES } from '../match/classify-match';
import { MATCH_PERIODS, type MatchClock } from '../match/match-clock';
import { storedMatchStatusSchema } from '../match/match-status';
import type { PublicDivision, PublicKnockout, PublicMatch, PublicStandingsRow, PublicStatistics, PublicTeamPage, PublicTournament, PublicTournamentSummary } from '../public/public-api';
import { standingsNumbersShape } from '../standings/standings-numbers';

/** What the public reads (`/api/public/*`): no account, cacheable, nothing private. */

const sideSchema = z.enum(['home', 'away']);

export const matchClockSchema: z.ZodType<MatchClock> = z.object({ elapsedSeconds: z.number(), period: z.enum(MATCH_PERIODS), minute: z.number(), running: z.boolean() });

const publicTournamentSummaryObject = z.object({
  tournamentId: z.string(),
  name: z.string(),
  venue: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  type: z.enum(['league', 'tournament']),
  phase: z.enum(['upcoming', 'running', 'finished']),
  ageGroups: z.array(z.string()),
});
export const publicTournamentSummarySchema: z.ZodType<PublicTournamentSummary> = publicTournamentSummaryObject.meta({ id: 'PublicTournamentSummary' });

export const publicStandingsRowSchema: z.ZodType<PublicStandingsRow> = z
  .object({ position: z.number(), team: z.string(), teamKey: z.string(), club: z.string().nullable(), ...standingsNumbersShape, decidedBy: z.string().nullable() })
  .meta({ id: 'PublicStandingsRow' });

const publicDivisionSchema: z.ZodType<PublicDivision> = z.object({
  divisionId: z.string(),
  name: z.string(),
  age: z.string(),
  gender: z.string(),
  resultsHidden: z.boolean(),
  brackets: z.array(z.object({ name: z.string(), table: z.array(publicStandingsRowSchema).nullable() })),
  standingsVersion: z.number().optional(),
});

// A tournament page is its summary plus durations, divisions and zone: one list of the summary's fields.
const publicTournamentObject = publicTournamentSummaryObject.extend({
  durations: z.object({ firstHalfDuration: z.number(), breakDuration: z.number(), secondHalfDuration: z.number() }),
  divisions: z.array(publicDivisionSchema),
  timeZone: z.string().nullable().optional(),
});
export const publicTournamentSchema: z.ZodType<PublicTournament> = publicTournamentObject.meta({ id: 'PublicTournament' });

export const publicKnockoutSchema: z.ZodType<PublicKnockout> = z
  .object({
    code: z.string(),
    roundName: z.string(),
    order: z.number(),
    homeLabel: z.string(),
    awayLabel: z.string(),
    homeSource: z.string().nullable(),
    awaySource: z.string().nullable(),
    extraTime: z.boolean(),
    homePenalties: z.number().nullable(),
    awayPenalties: z.number().nullable(),
  })
  .meta({ id: 'Knockout' });

export const publicMatchSchema: z.ZodType<PublicMatch> = z
  .object({
    tournamentId: z.string(),
    matchId: z.string(),
    division: z.string(),
    bracket: z.string().nullable(),
    date: z.string(),
    time: z.string(),
    field: z.string().nullable(),
    homeTeam: z.string(),
    homeTeamKey: z.string(),
    awayTeam: z.string(),
    awayTeamKey: z.string(),
    class: z.enum(MATCH_CLASSES),
    status: storedMatchStatusSchema,
    resultsHidden: z.boolean(),
    homeScore: z.number().nullable(),
    awayScore: z.number().nullable(),
    goals: z.array(z.object({ teamType: sideSchema, playerName: z.string(), minute: z.number() })),
    cards: z.array(z.object({ teamType: sideSchema, playerName: z.string(), cardType: z.string(), minute: z.number() })),
    clock: matchClockSchema.nullable(),
    startedAt: z.string().nullable(),
    pausedAt: z.string().nullable(),
    previousPauseTime: z.number(),
    knockout: publicKnockoutSchema.optional(),
    disputed: z.boolean().optional(),
    version: z.number().optional(),
    groupName: z.string().nullable().optional(),
    delayMinutes: z.number().optional(),
  })
  .meta({ id: 'PublicMatch' });

export const publicTournamentsAnswerSchema = z.object({ tournaments: z.array(publicTournamentSummarySchema) });
export const publicMatchesAnswerSchema = z.object({ matches: z.array(publicMatchSchema) });

export const publicTeamPageSchema: z.ZodType<PublicTeamPage> = z.object({
  tournamentId: z.string(),
  teamKey: z.string(),
  team: z.string(),
  club: z.string().nullable(),
  division: z.string(),
  bracket: z.string(),
  resultsHidden: z.boolean(),
  standing: publicStandingsRowSchema.nullable(),
  matches: z.array(publicMatchSchema),
  standingsVersion: z.number().optional(),
  cardCounts: z.object({ yellow: z.number(), red: z.number() }).nullable().optional(),
});

export const publicStatisticsSchema: z.ZodType<PublicStatistics> = z.object({
  matchesPlayed: z.number(),
  totalGoals: z.number(),
  averageGoalsPerMatch: z.number(),
  averageGoalsPerMatchText: z.string(),
  topScorers: z.array(z.object({ playerId: z.string().optional(), playerName: z.string(), team: z.string(), goals: z.number() })),
  cardsByTeam: z.array(z.object({ team: z.string(), yellow: z.number(), red: z.number() })),
  cleanSheets: z.array(z.object({ team: z.string(), cleanSheets: z.number() })),
  biggestWin: z
    .object({
      homeTeam: z.string(),
      awayTeam: z.string(),
      homeScore: z.number(),
      awayScore: z.number(),
      winner: z.string(),
      loser: z.string(),
      margin: z.number(),
      date: z.string().optional(),
    })
    .nullable(),
  goalsByDate: z.array(z.object({ date: z.string(), goals: z.number(), matches: z.number() })),
});
