import { fileMatchReportInputSchema, matchReportAnswerSchema } from '../matches/match-report';
import { defineRoute } from '../platform/route-entry';

export const fileMatchReportRoute = /* @__PURE__ */ defineRoute({
  id: 'fileMatchReport',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/report',
  service: 'matches',
  auth: 'jwt',
  roles: ['referee'],
  summary: "The referee's match report: the result confirmed, notes, a misconduct report per red card",
  description:
    'Only the match’s assigned referee, once it is completed. Filing again amends it: send the `version` read, the earlier version is kept as a revision (the audit). A result other than the match’s, a red card without its misconduct report, or a stale `version` is refused and nothing is written.',
  body: fileMatchReportInputSchema,
  ok: { status: 200, schema: matchReportAnswerSchema },
});

export const getMatchReportRoute = /* @__PURE__ */ defineRoute({
  id: 'getMatchReport',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/matches/{matchId}/report',
  service: 'matches',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin', 'refereeassignor', 'referee'],
  summary: "A match's report with its earlier versions (null until filed)",
  description: 'The organizer, a linked tournament admin, the referee assignor, and the match’s own referee.',
  ok: { status: 200, schema: matchReportAnswerSchema },
});
