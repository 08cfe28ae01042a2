import { checkInBoardSchema, checkInMarksAnswerSchema, checkInMarksInputSchema, checkInSettingsAnswerSchema, checkInSettingsSchema, teamPassesSchema } from '../check-in/check-in-api';
import { defineRoute } from '../platform/route-entry';

/*
 * The check-in desk (docs/decisions/0065): the organizer (an admin of the organization, or a tournament
 * admin who organizes or is linked to the tournament) works the desk; a desk-volunteer role is left for later.
 */

export const getCheckInSettingsRoute = /* @__PURE__ */ defineRoute({
  id: 'getCheckInSettings',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/check-in/settings',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The divisions' age rules and when the squads freeze",
  ok: { status: 200, schema: checkInSettingsAnswerSchema },
});

export const putCheckInSettingsRoute = /* @__PURE__ */ defineRoute({
  id: 'putCheckInSettings',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/check-in/settings',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Set the divisions' age rules and when the squads freeze",
  body: checkInSettingsSchema,
  ok: { status: 200, schema: checkInSettingsAnswerSchema },
});

export const getCheckInBoardRoute = /* @__PURE__ */ defineRoute({
  id: 'getCheckInBoard',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/check-in',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The desk's morning: every team and player with birth date, age check and presence, and the key that verifies passes offline",
  ok: { status: 200, schema: checkInBoardSchema },
});

export const recordCheckInMarksRoute = /* @__PURE__ */ defineRoute({
  id: 'recordCheckInMarks',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/check-in/marks',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The desk's marks (team or player present), replay-safe; a mark older than the stored one is kept out",
  body: checkInMarksInputSchema,
  ok: { status: 200, schema: checkInMarksAnswerSchema },
});

export const teamPassesRoute = /* @__PURE__ */ defineRoute({
  id: 'teamPasses',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/teams/{teamKey}/passes',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach'],
  summary: "A team's signed passes (the team's and each player's) and its squad's age check, for its coach's team sheet",
  ok: { status: 200, schema: teamPassesSchema },
});
