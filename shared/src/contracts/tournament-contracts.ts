import { importPlayersInputSchema, createPlayerInputSchema, updatePlayerInputSchema } from '../entities/player';
import { createTeamInputSchema, importTeamsInputSchema, updateTeamInputSchema } from '../entities/team';
import { createTournamentInputSchema, updateTournamentInputSchema } from '../entities/tournament';
import { createAgeGroupInputSchema, createBracketInputSchema, createDivisionInputSchema, updateDivisionInputSchema } from '../entities/tournament-structure';
import { createTournamentTeamInputSchema, updateTournamentTeamInputSchema } from '../entities/tournament-team';
import type { RouteIdOf } from '../platform/routes';
import { ageGroupVisibilityInputSchema, publicQuerySchema } from '../public/public-api';
import { calendarQuerySchema, printScheduleQuerySchema } from '../public/schedule-outputs-api';
import { linkTournamentAdminInputSchema, listTournamentMatchesQuerySchema } from '../tournaments/tournament-api';
import { messageAnswerSchema } from './common-responses';
import { publicMatchesAnswerSchema, publicMatchSchema, publicStatisticsSchema, publicTeamPageSchema, publicTournamentsAnswerSchema, publicTournamentSchema } from './public-responses';
import type { RouteContracts } from './route-contract';
import {
  addPlayerAnswerSchema,
  deletePlayerAnswerSchema,
  importPlayersResultSchema,
  importTeamsResultSchema,
  listTeamsAnswerSchema,
  rosterAnswerSchema,
  teamAnswerSchema,
  teamChangeAnswerSchema,
  updatePlayerAnswerSchema,
} from './team-responses';
import {
  ageGroupAnswerSchema,
  bracketAnswerSchema,
  deleteTournamentResultSchema,
  divisionAnswerSchema,
  linkTournamentAdminAnswerSchema,
  listTournamentAdminsAnswerSchema,
  listTournamentMatchesAnswerSchema,
  listTournamentsAnswerSchema,
  tournamentAnswerSchema,
  tournamentChangeAnswerSchema,
  tournamentTeamChangeAnswerSchema,
} from './tournament-responses';

const removed = { status: 200, schema: messageAnswerSchema } as const;

export const TOURNAMENT_CONTRACTS: RouteContracts<RouteIdOf<'tournaments'>> = {
  listTournaments: { summary: "The acting organization's tournaments, latest first", ok: { status: 200, schema: listTournamentsAnswerSchema } },
  createTournament: { summary: 'Create a tournament (a draft until published)', body: createTournamentInputSchema, ok: { status: 201, schema: tournamentChangeAnswerSchema } },
  getTournament: { summary: 'A tournament with its structure, table rows and what the caller may do', ok: { status: 200, schema: tournamentAnswerSchema } },
  updateTournament: {
    summary: "Change a tournament's settings",
    description: "Send back the `version` you read: a save over someone else's is refused with 409.",
    body: updateTournamentInputSchema,
    ok: { status: 200, schema: tournamentChangeAnswerSchema },
  },
  deleteTournament: { summary: 'Delete a tournament and everything in it', ok: { status: 200, schema: deleteTournamentResultSchema } },
  publishTournament: { summary: 'Publish: the public pages and feeds show it', ok: { status: 200, schema: tournamentChangeAnswerSchema } },
  unpublishTournament: { summary: 'Unpublish: back to a draft', ok: { status: 200, schema: tournamentChangeAnswerSchema } },
  addAgeGroup: { summary: 'Add an age group', body: createAgeGroupInputSchema, ok: { status: 201, schema: ageGroupAnswerSchema } },
  deleteAgeGroup: { summary: 'Remove an age group', ok: removed },
  setAgeGroupVisibility: { summary: "Hide or show an age group's results publicly", body: ageGroupVisibilityInputSchema, ok: { status: 200, schema: ageGroupAnswerSchema } },
  addDivision: { summary: 'Add a division', body: createDivisionInputSchema, ok: { status: 201, schema: divisionAnswerSchema } },
  updateDivision: { summary: 'Rename a division', body: updateDivisionInputSchema, ok: { status: 200, schema: divisionAnswerSchema } },
  deleteDivision: { summary: 'Remove a division', ok: removed },
  addBracket: { summary: 'Add a bracket (group) to a division', body: createBracketInputSchema, ok: { status: 201, schema: bracketAnswerSchema } },
  deleteBracket: { summary: 'Remove a bracket', ok: removed },
  addTournamentTeam: { summary: 'Enter a team in the tournament', body: createTournamentTeamInputSchema, ok: { status: 201, schema: tournamentTeamChangeAnswerSchema } },
  updateTournamentTeam: { summary: "Change a tournament team's name, club or bracket", body: updateTournamentTeamInputSchema, ok: { status: 200, schema: tournamentTeamChangeAnswerSchema } },
  deleteTournamentTeam: { summary: 'Withdraw a team from the tournament', ok: removed },
  listTournamentMatches: { summary: "The tournament's matches, optionally of one division", query: listTournamentMatchesQuerySchema, ok: { status: 200, schema: listTournamentMatchesAnswerSchema } },
  listTournamentAdmins: { summary: 'Tournament admins linked to the tournament', ok: { status: 200, schema: listTournamentAdminsAnswerSchema } },
  linkTournamentAdmin: { summary: 'Link a tournament admin of the organization', body: linkTournamentAdminInputSchema, ok: { status: 201, schema: linkTournamentAdminAnswerSchema } },
  unlinkTournamentAdmin: { summary: 'Unlink a tournament admin', ok: removed },

  listTeams: { summary: "The organization's teams (a coach: their own)", ok: { status: 200, schema: listTeamsAnswerSchema } },
  createTeam: { summary: 'Add a team to the organization', body: createTeamInputSchema, ok: { status: 201, schema: teamChangeAnswerSchema } },
  importTeams: { summary: 'Add many teams at once; rows that exist already are skipped', body: importTeamsInputSchema, ok: { status: 200, schema: importTeamsResultSchema } },
  getTeam: { summary: 'A team', ok: { status: 200, schema: teamAnswerSchema } },
  updateTeam: { summary: "Change a team's name, club, age, gender or coach", body: updateTeamInputSchema, ok: { status: 200, schema: teamChangeAnswerSchema } },
  deleteTeam: { summary: 'Remove a team and its players', ok: removed },
  listPlayers: { summary: "A team's roster", ok: { status: 200, schema: rosterAnswerSchema } },
  addPlayer: { summary: 'Add a player to a team', body: createPlayerInputSchema, ok: { status: 201, schema: addPlayerAnswerSchema } },
  importPlayers: { summary: 'Add many players at once; rows that exist already are skipped', body: importPlayersInputSchema, ok: { status: 200, schema: importPlayersResultSchema } },
  updatePlayer: { summary: 'Change a player', body: updatePlayerInputSchema, ok: { status: 200, schema: updatePlayerAnswerSchema } },
  deletePlayer: { summary: 'Remove a player', ok: { status: 200, schema: deletePlayerAnswerSchema } },

  publicTournaments: { summary: 'Published tournaments (search by name or venue)', query: publicQuerySchema, ok: { status: 200, schema: publicTournamentsAnswerSchema }, cacheable: true },
  publicTournament: { summary: 'A published tournament: divisions and tables', ok: { status: 200, schema: publicTournamentSchema }, cacheable: true },
  publicMatches: { summary: "A published tournament's matches (search, one division)", query: publicQuerySchema, ok: { status: 200, schema: publicMatchesAnswerSchema }, cacheable: true },
  publicMatch: { summary: 'One match of a published tournament', ok: { status: 200, schema: publicMatchSchema }, cacheable: true },
  publicTeam: { summary: "A team's page: its table row and matches", ok: { status: 200, schema: publicTeamPageSchema }, cacheable: true },
  publicStatistics: { summary: 'Top scorers, cards, clean sheets, goals per day', ok: { status: 200, schema: publicStatisticsSchema }, cacheable: true },
  publicSchedulePdf: {
    summary: "A published tournament's printable schedule (PDF) for anyone",
    description:
      "Query: `date`, `pitch` and `team`, as the organizers' printout, and `lang` (the language of its words; else Accept-Language, else English). Times are the venue's local time. A draft tournament is 404.",
    query: printScheduleQuerySchema,
    ok: { status: 200, file: 'application/pdf', description: 'A PDF, shown inline.' },
  },
  teamCalendar: {
    summary: "A team's matches as an iCalendar feed",
    description: "`lang`: the language of the events' texts (English without it).",
    query: calendarQuerySchema,
    cacheable: true,
    ok: { status: 200, file: 'text/calendar', description: 'An RFC 5545 calendar (subscribe with webcal://).' },
  },
  pitchCalendar: {
    summary: "A pitch's matches as an iCalendar feed",
    description: "`lang`: the language of the events' texts (English without it).",
    query: calendarQuerySchema,
    cacheable: true,
    ok: { status: 200, file: 'text/calendar', description: 'An RFC 5545 calendar (subscribe with webcal://).' },
  },
  printSchedule: {
    summary: 'The printable schedule (PDF)',
    description:
      'Query: `date` (YYYY-MM-DD, one day), `pitch` (a pitch key), `team` (a team key) and `lang` (the language of its words; else Accept-Language), all optional. An unknown pitch or team is a 404 that says so.',
    query: printScheduleQuerySchema,
    ok: { status: 200, file: 'application/pdf', description: 'A PDF, shown inline.' },
  },
};
