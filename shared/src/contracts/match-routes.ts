import { openDisputeInputSchema, resolveDisputeInputSchema } from '../disputes/dispute';
import { assignRefereeInputSchema, createMatchInputSchema } from '../entities/match';
import { confirmScoreInputSchema } from '../entities/score-confirmation';
import { MAX_MATCH_EVENTS_PER_REQUEST } from '../validation/limits';
import { assignRefereesInputSchema, recordIncidentInputSchema, recordMatchEventsInputSchema } from '../matches/match-api';
import {
  assignmentResultSchema,
  incidentSchema,
  incidentsAnswerSchema,
  matchAuditAnswerSchema,
  matchListAnswerSchema,
  matchRostersSchema,
  matchViewSchema,
  openDisputesAnswerSchema,
  recordMatchEventsResultSchema,
  refereesAnswerSchema,
  resetMatchesAnswerSchema,
} from './match-responses';
import { defineRoute } from '../platform/route-entry';

const matchOk = { status: 200, schema: matchViewSchema } as const;

export const createMatchRoute = /* @__PURE__ */ defineRoute({
  id: 'createMatch',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Add a match by hand',
  body: createMatchInputSchema,
  ok: { status: 201, schema: matchViewSchema },
});

export const listAssignedMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'listAssignedMatches',
  method: 'GET',
  path: '/api/matches/assigned',
  service: 'matches',
  auth: 'jwt',
  roles: ['referee'],
  summary: "The referee's matches: today's first, then upcoming, then past",
  ok: { status: 200, schema: matchListAnswerSchema },
});

export const listCoachedMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'listCoachedMatches',
  method: 'GET',
  path: '/api/matches/coached',
  service: 'matches',
  auth: 'jwt',
  roles: ['coach'],
  summary: "The matches of the coach's teams",
  ok: { status: 200, schema: matchListAnswerSchema },
});

export const listTodayMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'listTodayMatches',
  method: 'GET',
  path: '/api/matches/today',
  service: 'matches',
  auth: 'jwt',
  roles: ['medic'],
  summary: "Today's matches of the medic's organizations, by kick-off",
  ok: { status: 200, schema: matchListAnswerSchema },
});

export const getMatchRoute = /* @__PURE__ */ defineRoute({
  id: 'getMatch',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor'],
  summary: 'A match with its clock, events and what the caller may do',
  ok: matchOk,
});

export const matchRostersRoute = /* @__PURE__ */ defineRoute({
  id: 'matchRosters',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/rosters',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'referee', 'medic'],
  summary: 'Both squads, for the scorer and card pickers',
  ok: { status: 200, schema: matchRostersSchema },
});

export const recordMatchEventsRoute = /* @__PURE__ */ defineRoute({
  id: 'recordMatchEvents',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/events',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'referee'],
  summary: 'Record referee events (start, goal, card, pause, complete, …)',
  description: `Up to ${MAX_MATCH_EVENTS_PER_REQUEST} events in order; each is applied once by its \`eventId\` (a replay is \`duplicate\`) and answered on its own.`,
  body: recordMatchEventsInputSchema,
  ok: { status: 200, schema: recordMatchEventsResultSchema },
});

export const assignRefereeRoute = /* @__PURE__ */ defineRoute({
  id: 'assignReferee',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/referee',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'refereeassignor'],
  summary: 'Assign (or clear) the referee of one match',
  body: assignRefereeInputSchema,
  ok: { status: 200, schema: assignmentResultSchema },
});

export const assignRefereesRoute = /* @__PURE__ */ defineRoute({
  id: 'assignReferees',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/referee-assignments',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'refereeassignor'],
  summary: 'Assign referees to many matches at once (all or nothing)',
  body: assignRefereesInputSchema,
  ok: { status: 200, schema: assignmentResultSchema },
});

export const listRefereesRoute = /* @__PURE__ */ defineRoute({
  id: 'listReferees',
  method: 'GET',
  path: '/api/referees',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'refereeassignor'],
  summary: "The acting organization's referees, by name",
  ok: { status: 200, schema: refereesAnswerSchema },
});

export const confirmScoreRoute = /* @__PURE__ */ defineRoute({
  id: 'confirmScore',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/confirmations',
  service: 'matches',
  auth: 'jwt',
  roles: ['coach'],
  summary: "Confirm a completed match's score for your side",
  body: confirmScoreInputSchema,
  ok: matchOk,
});

export const recordIncidentRoute = /* @__PURE__ */ defineRoute({
  id: 'recordIncident',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/incidents',
  service: 'matches',
  auth: 'jwt',
  roles: ['medic'],
  summary: 'Record a medical incident',
  body: recordIncidentInputSchema,
  ok: { status: 201, schema: incidentSchema },
});

export const listIncidentsRoute = /* @__PURE__ */ defineRoute({
  id: 'listIncidents',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/incidents',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach', 'medic'],
  summary: "A match's medical incidents",
  ok: { status: 200, schema: incidentsAnswerSchema },
});

export const matchAuditRoute = /* @__PURE__ */ defineRoute({
  id: 'matchAudit',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/events',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "A match's event log: who did what to the score, in order",
  ok: { status: 200, schema: matchAuditAnswerSchema },
});

export const disputeResultRoute = /* @__PURE__ */ defineRoute({
  id: 'disputeResult',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/disputes',
  service: 'matches',
  auth: 'jwt',
  roles: ['coach'],
  summary: "Dispute a completed match's result (a side's coach, within the window)",
  body: openDisputeInputSchema,
  ok: { status: 201, schema: matchViewSchema },
});

export const listDisputesRoute = /* @__PURE__ */ defineRoute({
  id: 'listDisputes',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/disputes',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The tournament's open disputes, oldest first",
  ok: { status: 200, schema: openDisputesAnswerSchema },
});

export const resolveDisputeRoute = /* @__PURE__ */ defineRoute({
  id: 'resolveDispute',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/disputes/{disputeId}/resolution',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Uphold a disputed result or correct the score',
  body: resolveDisputeInputSchema,
  ok: matchOk,
});

export const resetMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'resetMatches',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/matches/reset',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Put every match of the tournament back before kick-off',
  ok: { status: 200, schema: resetMatchesAnswerSchema },
});
