import { resolveOrganization } from '@pitchside/core';
import { shortLivedCache } from '@pitchside/core/data';
import { createHttpHandler, ok } from '@pitchside/core/http';
import type { MatchesPorts } from './ports';
import { assignReferees, listReferees } from './use-cases/assign-referees';
import { createMatch } from './use-cases/create-match';
import { confirmMatchScore } from './use-cases/confirm-score';
import { listIncidents } from './use-cases/list-incidents';
import { recordIncident } from './use-cases/record-incident';
import { getMatch, listAssignedMatches, matchAudit, matchRosters } from './use-cases/read-matches';
import { listCoachedMatches } from './use-cases/coached-matches';
import { checkInBoard, getCheckInSettings, putCheckInSettings, recordCheckInMarks, teamPasses } from './use-cases/check-in';
import { decideSuspension, getDisciplineRules, listDiscipline, putDisciplineRules, teamSuspensions } from './use-cases/discipline';
import { listDisputes, openDispute, resolveDispute } from './use-cases/disputes';
import { listTodayMatches } from './use-cases/today-matches';
import { fileMatchReport, getMatchReport } from './use-cases/match-report';
import { recordMatchEvents } from './use-cases/record-events';
import { resetAllMatches } from './use-cases/reset-matches';
import { productionPorts } from './wiring';

const ports: MatchesPorts = productionPorts();

/**
 * The console's hot path: every goal would otherwise read the same tournament and the same referee's
 * memberships again. Kept for a few seconds per container (docs/tournaments-and-matches.md: a membership or duration
 * change reaches a running console within that time); the match itself is always read fresh.
 */
const CONSOLE_CACHE_MS = 5000;
const cachedMemberships = shortLivedCache((uid: string) => ports.organizations.membershipsOfUser(uid), { ttlMs: CONSOLE_CACHE_MS });
const consolePorts: MatchesPorts = {
  ...ports,
  tournaments: { ...ports.tournaments, get: shortLivedCache((id: string) => ports.tournaments.get(id), { ttlMs: CONSOLE_CACHE_MS }) },
  organizations: { ...ports.organizations, membershipsOfUser: async (uid) => (await cachedMemberships(uid)) ?? [] },
};

/** The tournament and match of a match's route. */
const ids = (request: { input: { params: { tournamentId: string; matchId: string } } }) => [request.input.params.tournamentId, request.input.params.matchId] as const;

export const handler = createHttpHandler('matches', {
  createMatch: async (request) => ({
    status: 201,
    body: await createMatch(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId, request.input.body),
  }),
  listAssignedMatches: async (request) => ok(await listAssignedMatches(ports, request.actor)),
  listCoachedMatches: async (request) => ok(await listCoachedMatches(ports, request.actor)),
  listTodayMatches: async (request) => ok(await listTodayMatches(ports, request.actor)),
  getMatch: async (request) => ok(await getMatch(ports, request.actor, ...ids(request))),
  matchRosters: async (request) => ok(await matchRosters(ports, request.actor, ...ids(request))),
  recordMatchEvents: async (request) => ok(await recordMatchEvents(consolePorts, request.actor, ...ids(request), request.input.body.events)),
  assignReferee: async (request) => {
    const [tournamentId, matchId] = ids(request);
    const { refereeId } = request.input.body;
    return ok(await assignReferees(ports, request.actor, tournamentId, { assignments: [{ matchId, refereeId }] }));
  },
  assignReferees: async (request) => ok(await assignReferees(ports, request.actor, request.input.params.tournamentId, request.input.body)),
  listReferees: async (request) => {
    const actor = request.actor;
    const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), request.headers['x-pitchside-org'], ['admin', 'refereeassignor']);
    return ok({ referees: await listReferees(ports, membership.orgId) });
  },
  confirmScore: async (request) => ok(await confirmMatchScore(ports, request.actor, ...ids(request), request.input.body)),
  recordIncident: async (request) => ({ status: 201, body: await recordIncident(ports, request.actor, ...ids(request), request.input.body) }),
  listIncidents: async (request) => ok(await listIncidents(ports, request.actor, ...ids(request))),
  matchAudit: async (request) => ok(await matchAudit(ports, request.actor, ...ids(request))),
  resetMatches: async (request) => ok(await resetAllMatches(ports, request.actor, request.input.params.tournamentId)),
  disputeResult: async (request) => ({ status: 201, body: await openDispute(ports, request.actor, ...ids(request), request.input.body) }),
  listDisputes: async (request) => ok(await listDisputes(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId)),
  getDisciplineRules: async (request) => ok(await getDisciplineRules(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId)),
  putDisciplineRules: async (request) => ok(await putDisciplineRules(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId, request.input.body)),
  listDiscipline: async (request) => ok(await listDiscipline(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId)),
  decideSuspension: async (request) => ({ status: 201, body: await decideSuspension(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId, request.input.body) }),
  teamSuspensions: async (request) => ok(await teamSuspensions(ports, request.actor, request.input.params.tournamentId, request.input.params.teamKey)),
  fileMatchReport: async (request) => ok(await fileMatchReport(ports, request.actor, ...ids(request), request.input.body)),
  getMatchReport: async (request) => ok(await getMatchReport(ports, request.actor, ...ids(request))),
  getCheckInSettings: async (request) => ok(await getCheckInSettings(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId)),
  putCheckInSettings: async (request) => ok(await putCheckInSettings(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId, request.input.body)),
  getCheckInBoard: async (request) => ok(await checkInBoard(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId)),
  recordCheckInMarks: async (request) => ok(await recordCheckInMarks(ports, request.actor, request.headers['x-pitchside-org'], request.input.params.tournamentId, request.input.body.marks)),
  teamPasses: async (request) => ok(await teamPasses(ports, request.actor, request.input.params.tournamentId, request.input.params.teamKey)),
  resolveDispute: async (request) => ok(await resolveDispute(ports, request.actor, ...ids(request), request.input.params.disputeId, request.input.body)),
});
