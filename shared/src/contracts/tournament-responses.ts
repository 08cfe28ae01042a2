import * as z from 'zod';
import { AGES } from '../constants/ages';
import { GENDERS } from '../constants/genders';
import { TOURNAMENT_DAYS, TOURNAMENT_TYPES } from '../constants/tournament-options';
import { TOURNAMENT_PAYMENT_STATUSES } from '../entities/tournament';
import { storedMatchStatusSchema } from '../match/match-status';
import { TIE_BREAKERS } from '../standings/tie-breakers';
import type {
  AgeGroupSummary,
  BracketSummary,
  DeleteTournamentResult,
  DivisionSummary,
  MatchSummary,
  TournamentAdminSummary,
  TournamentDetail,
  TournamentSummary,
  TournamentTeamSummary,
} from '../tournaments/tournament-api';
import { standingsNumbersShape } from '../standings/standings-numbers';
import { publicKnockoutSchema } from './public-responses';

/** An organization's tournaments and their structure (the tournaments service's `/api/tournaments` routes). */

const tournamentSummaryShape = {
  tournamentId: z.string(),
  orgId: z.string(),
  organizerUid: z.string(),
  name: z.string(),
  type: z.enum(TOURNAMENT_TYPES),
  days: z.enum(TOURNAMENT_DAYS),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  ageGroups: z.array(z.enum(AGES)),
  genders: z.array(z.enum(GENDERS)),
  draft: z.boolean(),
  hasSchedule: z.boolean(),
  teamCount: z.number(),
  payment: z.object({ status: z.enum(TOURNAMENT_PAYMENT_STATUSES) }),
  createdAt: z.string(),
  version: z.number(),
  timeZone: z.string().nullable().optional(),
};
export const tournamentSummarySchema: z.ZodType<TournamentSummary> = z.object(tournamentSummaryShape).meta({ id: 'TournamentSummary' });

export const ageGroupSummarySchema: z.ZodType<AgeGroupSummary> = z.object({ name: z.enum(AGES), hideResults: z.boolean() }).meta({ id: 'AgeGroupSummary' });
export const divisionSummarySchema: z.ZodType<DivisionSummary> = z.object({ divisionId: z.string(), name: z.string(), age: z.enum(AGES), gender: z.enum(GENDERS) }).meta({ id: 'DivisionSummary' });
export const bracketSummarySchema: z.ZodType<BracketSummary> = z.object({ bracketId: z.string(), name: z.string(), divisionId: z.string().nullable() }).meta({ id: 'BracketSummary' });

export const tournamentTeamSummarySchema: z.ZodType<TournamentTeamSummary> = z
  .object({
    teamKey: z.string(),
    team: z.string(),
    club: z.string().nullable(),
    division: z.string(),
    divisionId: z.string().nullable(),
    bracket: z.string(),
    bracketId: z.string().nullable().optional(),
    age: z.enum(AGES),
    gender: z.enum(GENDERS),
    teamId: z.string().nullable(),
    ...standingsNumbersShape,
    position: z.number(),
  })
  .meta({ id: 'TournamentTeamSummary' });

const countsSchema = z.object({ ageGroups: z.number(), divisions: z.number(), brackets: z.number(), teams: z.number(), matches: z.number() });

export const tournamentDetailSchema: z.ZodType<TournamentDetail> = z
  .object({
    ...tournamentSummaryShape,
    firstHalfDuration: z.number(),
    breakDuration: z.number(),
    secondHalfDuration: z.number(),
    tieBreakers: z.array(z.enum(TIE_BREAKERS)),
    gdCap: z.number().nullable(),
    disputeWindowMinutes: z.number().optional(),
    permissions: z.object({ manage: z.boolean(), delete: z.boolean(), manageAdmins: z.boolean() }),
    structure: z.object({
      ageGroups: z.array(ageGroupSummarySchema),
      divisions: z.array(divisionSummarySchema),
      brackets: z.array(bracketSummarySchema),
      teams: z.array(tournamentTeamSummarySchema),
    }),
    counts: countsSchema,
  })
  .meta({ id: 'TournamentDetail' });

export const matchSummarySchema: z.ZodType<MatchSummary> = z
  .object({
    matchId: z.string(),
    tournamentId: z.string(),
    division: z.string(),
    age: z.enum(AGES),
    gender: z.enum(GENDERS),
    date: z.string(),
    time: z.string(),
    field: z.string().nullable(),
    bracket: z.string().nullable(),
    homeTeam: z.string(),
    homeClub: z.string().nullable(),
    awayTeam: z.string(),
    awayClub: z.string().nullable(),
    status: storedMatchStatusSchema,
    homeScore: z.number(),
    awayScore: z.number(),
    refereeId: z.string().nullable(),
    refereeName: z.string().nullable(),
    source: z.enum(['import', 'manual']),
    knockout: publicKnockoutSchema.optional(),
    delayMinutes: z.number().optional(),
  })
  .meta({ id: 'MatchSummary' });

export const tournamentAdminSummarySchema: z.ZodType<TournamentAdminSummary> = z.object({ uid: z.string(), email: z.string(), displayName: z.string(), linkedAt: z.string().nullable() });

export const listTournamentsAnswerSchema = z.object({ tournaments: z.array(tournamentSummarySchema) });
export const tournamentAnswerSchema = z.object({ tournament: tournamentDetailSchema });
export const tournamentChangeAnswerSchema = z.object({ message: z.string(), tournament: tournamentSummarySchema });
export const deleteTournamentResultSchema: z.ZodType<DeleteTournamentResult> = z.object({
  message: z.string(),
  deleted: z.object({
    ageGroups: z.number(),
    divisions: z.number(),
    brackets: z.number(),
    teams: z.number(),
    matches: z.number(),
    links: z.number(),
    imports: z.number(),
    scheduleVersions: z.number(),
    registrations: z.number(),
  }),
});
export const ageGroupAnswerSchema = z.object({ ageGroup: ageGroupSummarySchema });
export const divisionAnswerSchema = z.object({ division: divisionSummarySchema });
export const bracketAnswerSchema = z.object({ bracket: bracketSummarySchema });
export const tournamentTeamChangeAnswerSchema = z.object({ message: z.string(), team: tournamentTeamSummarySchema });
export const listTournamentMatchesAnswerSchema = z.object({ matches: z.array(matchSummarySchema) });
export const listTournamentAdminsAnswerSchema = z.object({ admins: z.array(tournamentAdminSummarySchema) });
export const linkTournamentAdminAnswerSchema = z.object({ message: z.string(), admin: tournamentAdminSummarySchema });
