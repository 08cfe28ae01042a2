import { importPlayersInputSchema, createPlayerInputSchema, updatePlayerInputSchema } from '../entities/player';
import { createTeamInputSchema, importTeamsInputSchema, updateTeamInputSchema } from '../entities/team';
import { messageAnswerSchema } from './common-responses';
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
import { defineRoute } from '../platform/route-entry';

const removed = { status: 200, schema: messageAnswerSchema } as const;

export const listTeamsRoute = /* @__PURE__ */ defineRoute({
  id: 'listTeams',
  method: 'GET',
  path: '/api/teams',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach'],
  summary: "The organization's teams (a coach: their own)",
  ok: { status: 200, schema: listTeamsAnswerSchema },
});

export const createTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'createTeam',
  method: 'POST',
  path: '/api/teams',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Add a team to the organization',
  body: createTeamInputSchema,
  ok: { status: 201, schema: teamChangeAnswerSchema },
});

export const importTeamsRoute = /* @__PURE__ */ defineRoute({
  id: 'importTeams',
  method: 'POST',
  path: '/api/teams/import',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Add many teams at once; rows that exist already are skipped',
  body: importTeamsInputSchema,
  ok: { status: 200, schema: importTeamsResultSchema },
});

export const getTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'getTeam',
  method: 'GET',
  path: '/api/teams/{teamId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach'],
  summary: 'A team',
  ok: { status: 200, schema: teamAnswerSchema },
});

export const updateTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'updateTeam',
  method: 'PUT',
  path: '/api/teams/{teamId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'coach'],
  summary: "Change a team's name, club, age, gender or coach",
  body: updateTeamInputSchema,
  ok: { status: 200, schema: teamChangeAnswerSchema },
});

export const deleteTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteTeam',
  method: 'DELETE',
  path: '/api/teams/{teamId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Remove a team and its players',
  ok: removed,
});

export const listPlayersRoute = /* @__PURE__ */ defineRoute({
  id: 'listPlayers',
  method: 'GET',
  path: '/api/teams/{teamId}/players',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach'],
  summary: "A team's roster",
  ok: { status: 200, schema: rosterAnswerSchema },
});

export const addPlayerRoute = /* @__PURE__ */ defineRoute({
  id: 'addPlayer',
  method: 'POST',
  path: '/api/teams/{teamId}/players',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'coach'],
  summary: 'Add a player to a team',
  body: createPlayerInputSchema,
  ok: { status: 201, schema: addPlayerAnswerSchema },
});

export const importPlayersRoute = /* @__PURE__ */ defineRoute({
  id: 'importPlayers',
  method: 'POST',
  path: '/api/teams/{teamId}/players/import',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'coach'],
  summary: 'Add many players at once; rows that exist already are skipped',
  body: importPlayersInputSchema,
  ok: { status: 200, schema: importPlayersResultSchema },
});

export const updatePlayerRoute = /* @__PURE__ */ defineRoute({
  id: 'updatePlayer',
  method: 'PUT',
  path: '/api/teams/{teamId}/players/{playerId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'coach'],
  summary: 'Change a player',
  body: updatePlayerInputSchema,
  ok: { status: 200, schema: updatePlayerAnswerSchema },
});

export const deletePlayerRoute = /* @__PURE__ */ defineRoute({
  id: 'deletePlayer',
  method: 'DELETE',
  path: '/api/teams/{teamId}/players/{playerId}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin', 'coach'],
  summary: 'Remove a player',
  ok: { status: 200, schema: deletePlayerAnswerSchema },
});
