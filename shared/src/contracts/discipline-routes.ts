import {
  disciplineDecisionAnswerSchema,
  disciplineDecisionInputSchema,
  disciplineListAnswerSchema,
  disciplineRulesAnswerSchema,
  putDisciplineRulesInputSchema,
  teamSuspensionsAnswerSchema,
} from '../discipline/discipline-api';
import { defineRoute } from '../platform/route-entry';

export const getDisciplineRulesRoute = /* @__PURE__ */ defineRoute({
  id: 'getDisciplineRules',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/discipline/rules',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The tournament's card rules (the common youth rules until the organizer edits them)",
  ok: { status: 200, schema: disciplineRulesAnswerSchema },
});

export const putDisciplineRulesRoute = /* @__PURE__ */ defineRoute({
  id: 'putDisciplineRules',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/discipline/rules',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "Set the tournament's card rules, and the divisions' where they differ",
  body: putDisciplineRulesInputSchema,
  ok: { status: 200, schema: disciplineRulesAnswerSchema },
});

export const listDisciplineRoute = /* @__PURE__ */ defineRoute({
  id: 'listDiscipline',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/discipline',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'The disciplinary list: every suspension the cards led to, with the decisions on it',
  ok: { status: 200, schema: disciplineListAnswerSchema },
});

export const decideSuspensionRoute = /* @__PURE__ */ defineRoute({
  id: 'decideSuspension',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/discipline/decisions',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Mark a suspension served, extend it or overturn it, with a reason (kept for good)',
  body: disciplineDecisionInputSchema,
  ok: { status: 201, schema: disciplineDecisionAnswerSchema },
});

export const teamSuspensionsRoute = /* @__PURE__ */ defineRoute({
  id: 'teamSuspensions',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/teams/{teamKey}/suspensions',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'coach'],
  summary: "A team's suspensions, for its coach's squad",
  ok: { status: 200, schema: teamSuspensionsAnswerSchema },
});
