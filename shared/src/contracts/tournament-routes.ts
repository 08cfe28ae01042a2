import { createTournamentInputSchema, updateTournamentInputSchema } from '../entities/tournament';
import { createAgeGroupInputSchema, createBracketInputSchema, createDivisionInputSchema, updateDivisionInputSchema } from '../entities/tournament-structure';
import { createTournamentTeamInputSchema, updateTournamentTeamInputSchema } from '../entities/tournament-team';
import { ageGroupVisibilityInputSchema } from '../public/public-api';
import { printScheduleQuerySchema } from '../public/schedule-outputs-api';
import { listTournamentMatchesQuerySchema } from '../tournaments/tournament-api';
import { messageAnswerSchema } from './common-responses';
import {
  ageGroupAnswerSchema,
  bracketAnswerSchema,
  deleteTournamentResultSchema,
  divisionAnswerSchema,
  listTournamentMatchesAnswerSchema,
  listTournamentsAnswerSchema,
  tournamentAnswerSchema,
  tournamentChangeAnswerSchema,
  tournamentTeamChangeAnswerSchema,
} from './tournament-responses';
import { defineRoute } from '../platform/route-entry';

const removed = { status: 200, schema: messageAnswerSchema } as const;

export const listTournamentsRoute = /* @__PURE__ */ defineRoute({
  id: 'listTournaments',
  method: 'GET',
  path: '/api/tournaments',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'refereeassignor'],
  summary: "The acting organization's tournaments, latest first",
  ok: { status: 200, schema: listTournamentsAnswerSchema },
});

export const createTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'createTournament',
  method: 'POST',
  path: '/api/tournaments',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Create a tournament (a draft until published)',
  body: createTournamentInputSchema,
  ok: { status: 201, schema: tournamentChangeAnswerSchema },
});

export const getTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'getTournament',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'A tournament with its structure, table rows and what the caller may do',
  ok: { status: 200, schema: tournamentAnswerSchema },
});

export const updateTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'updateTournament',
  method: 'PATCH',
  path: '/api/tournaments/{tournamentId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Change a tournament's settings",
  description: "Send back the `version` you read: a save over someone else's is refused with 409.",
  body: updateTournamentInputSchema,
  ok: { status: 200, schema: tournamentChangeAnswerSchema },
});

export const deleteTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteTournament',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Delete a tournament and everything in it',
  ok: { status: 200, schema: deleteTournamentResultSchema },
});

export const publishTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'publishTournament',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/publish',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Publish: the public pages and feeds show it',
  ok: { status: 200, schema: tournamentChangeAnswerSchema },
});

export const unpublishTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'unpublishTournament',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/unpublish',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Unpublish: back to a draft',
  ok: { status: 200, schema: tournamentChangeAnswerSchema },
});

export const addAgeGroupRoute = /* @__PURE__ */ defineRoute({
  id: 'addAgeGroup',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/age-groups',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Add an age group',
  body: createAgeGroupInputSchema,
  ok: { status: 201, schema: ageGroupAnswerSchema },
});

export const deleteAgeGroupRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteAgeGroup',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/age-groups/{ageGroup}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Remove an age group',
  ok: removed,
});

export const setAgeGroupVisibilityRoute = /* @__PURE__ */ defineRoute({
  id: 'setAgeGroupVisibility',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/age-groups/{ageGroup}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Hide or show an age group's results publicly",
  body: ageGroupVisibilityInputSchema,
  ok: { status: 200, schema: ageGroupAnswerSchema },
});

export const addDivisionRoute = /* @__PURE__ */ defineRoute({
  id: 'addDivision',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/divisions',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Add a division',
  body: createDivisionInputSchema,
  ok: { status: 201, schema: divisionAnswerSchema },
});

export const updateDivisionRoute = /* @__PURE__ */ defineRoute({
  id: 'updateDivision',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/divisions/{divisionId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Rename a division',
  body: updateDivisionInputSchema,
  ok: { status: 200, schema: divisionAnswerSchema },
});

export const deleteDivisionRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteDivision',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/divisions/{divisionId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Remove a division',
  ok: removed,
});

export const addBracketRoute = /* @__PURE__ */ defineRoute({
  id: 'addBracket',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/brackets',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Add a bracket (group) to a division',
  body: createBracketInputSchema,
  ok: { status: 201, schema: bracketAnswerSchema },
});

export const deleteBracketRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteBracket',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/brackets/{bracketId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Remove a bracket',
  ok: removed,
});

export const addTournamentTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'addTournamentTeam',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/teams',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Enter a team in the tournament',
  body: createTournamentTeamInputSchema,
  ok: { status: 201, schema: tournamentTeamChangeAnswerSchema },
});

export const updateTournamentTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'updateTournamentTeam',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/teams/{teamKey}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Change a tournament team's name, club or bracket",
  body: updateTournamentTeamInputSchema,
  ok: { status: 200, schema: tournamentTeamChangeAnswerSchema },
});

export const deleteTournamentTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteTournamentTeam',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/teams/{teamKey}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Withdraw a team from the tournament',
  ok: removed,
});

export const listTournamentMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'listTournamentMatches',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'refereeassignor'],
  summary: "The tournament's matches, optionally of one division",
  query: listTournamentMatchesQuerySchema,
  ok: { status: 200, schema: listTournamentMatchesAnswerSchema },
});

export const printScheduleRoute = /* @__PURE__ */ defineRoute({
  id: 'printSchedule',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/schedule.pdf',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'The printable schedule (PDF)',
  description:
    'Query: `date` (YYYY-MM-DD, one day), `pitch` (a pitch key), `team` (a team key) and `lang` (the language of its words; else Accept-Language), all optional. An unknown pitch or team is a 404 that says so.',
  query: printScheduleQuerySchema,
  ok: { status: 200, file: 'application/pdf', description: 'A PDF, shown inline.' },
});
