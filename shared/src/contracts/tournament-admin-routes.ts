import { defineRoute } from '../platform/route-entry';
import { linkTournamentAdminInputSchema } from '../tournaments/tournament-api';
import { messageAnswerSchema } from './common-responses';
import { linkTournamentAdminAnswerSchema, listTournamentAdminsAnswerSchema } from './tournament-responses';

export const listTournamentAdminsRoute = /* @__PURE__ */ defineRoute({
  id: 'listTournamentAdmins',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/admins',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Tournament admins linked to the tournament',
  ok: { status: 200, schema: listTournamentAdminsAnswerSchema },
});

export const linkTournamentAdminRoute = /* @__PURE__ */ defineRoute({
  id: 'linkTournamentAdmin',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/admins',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Link a tournament admin of the organization',
  body: linkTournamentAdminInputSchema,
  ok: { status: 201, schema: linkTournamentAdminAnswerSchema },
});

export const unlinkTournamentAdminRoute = /* @__PURE__ */ defineRoute({
  id: 'unlinkTournamentAdmin',
  method: 'DELETE',
  path: '/api/tournaments/{tournamentId}/admins/{uid}',
  service: 'tournaments',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Unlink a tournament admin',
  ok: { status: 200, schema: messageAnswerSchema },
});
