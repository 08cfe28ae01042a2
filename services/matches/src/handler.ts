import { randomUUID } from 'node:crypto';
import { assignRefereeInputSchema, createMatchInputSchema, assignRefereesInputSchema, confirmScoreInputSchema, openDisputeInputSchema, recordIncidentInputSchema, recordMatchEventsInputSchema, resolveDisputeInputSchema } from '@pitchside/shared';
import {
  createDatabase, createHttpHandler, dynamo, dynamoMatchDisputeRepository, dynamoMatchLiveRepository, dynamoMatchRepository, dynamoOrganizationRepository, dynamoTeamRepository,
  dynamoTournamentRepository, dynamoTournamentStructureRepository, dynamoUserRepository, loadEnv, ok, parseInput, resolveOrganization,
  shortLivedCache, sqsMatchEventsPublisher, sqsNotificationRequests, systemClock, UnauthorizedError, type Actor, type HttpRequest,
} from '@pitchside/core';
import type { MatchesPorts } from './ports';
import { assignReferees, listReferees } from './use-cases/assign-referees';
import { createMatch } from './use-cases/create-match';
import { confirmMatchScore, listIncidents, recordIncident } from './use-cases/confirm-and-incidents';
import { getMatch, listAssignedMatches, matchAudit, matchRosters } from './use-cases/read-matches';
import { listCoachedMatches } from './use-cases/coached-matches';
import { listDisputes, openDispute, resolveDispute } from './use-cases/disputes';
import { listTodayMatches } from './use-cases/today-matches';
import { recordMatchEvents } from './use-cases/record-events';
import { resetAllMatches } from './use-cases/reset-and-sweep';

const env = loadEnv(['tableName', 'matchEventsQueueUrl', 'notificationsQueueUrl']);
const db = createDatabase(env.tableName, dynamo());
export const ports: MatchesPorts = {
  organizations: dynamoOrganizationRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  teams: dynamoTeamRepository(db),
  matches: dynamoMatchRepository(db),
  live: dynamoMatchLiveRepository(db),
  disputes: dynamoMatchDisputeRepository(db),
  users: dynamoUserRepository(db),
  publisher: sqsMatchEventsPublisher(env.matchEventsQueueUrl),
  notifications: sqsNotificationRequests(env.notificationsQueueUrl),
  clock: systemClock,
  newId: randomUUID,
};

/**
 * The console's hot path: every goal would otherwise read the same tournament and the same referee's
 * memberships again. Kept for a few seconds per container (docs/matches.md: a membership or duration
 * change reaches a running console within that time); the match itself is always read fresh.
 */
const CONSOLE_CACHE_MS = 5000;
const cachedMemberships = shortLivedCache((uid: string) => ports.organizations.membershipsOfUser(uid), { ttlMs: CONSOLE_CACHE_MS });
const consolePorts: MatchesPorts = {
  ...ports,
  tournaments: { ...ports.tournaments, get: shortLivedCache((id: string) => ports.tournaments.get(id), { ttlMs: CONSOLE_CACHE_MS }) },
  organizations: { ...ports.organizations, membershipsOfUser: async (uid) => (await cachedMemberships(uid)) ?? [] },
};

function signedIn(request: HttpRequest): Actor {
  if (!request.actor) throw new UnauthorizedError();
  return request.actor;
}

const ids = (request: HttpRequest) => [request.params.tournamentId ?? '', request.params.matchId ?? ''] as const;

export const handler = createHttpHandler('matches', {
  createMatch: async (request) => ({ status: 201, body: await createMatch(ports, signedIn(request), request.headers['x-pitchside-org'], request.params.tournamentId ?? '', parseInput(createMatchInputSchema, request.body)) }),
  listAssignedMatches: async (request) => ok(await listAssignedMatches(ports, signedIn(request))),
  listCoachedMatches: async (request) => ok(await listCoachedMatches(ports, signedIn(request))),
  listTodayMatches: async (request) => ok(await listTodayMatches(ports, signedIn(request))),
  getMatch: async (request) => ok(await getMatch(ports, signedIn(request), ...ids(request))),
  matchRosters: async (request) => ok(await matchRosters(ports, signedIn(request), ...ids(request))),
  recordMatchEvents: async (request) => ok(await recordMatchEvents(consolePorts, signedIn(request), ...ids(request), parseInput(recordMatchEventsInputSchema, request.body).events)),
  assignReferee: async (request) => {
    const [tournamentId, matchId] = ids(request);
    const { refereeId } = parseInput(assignRefereeInputSchema, request.body);
    return ok(await assignReferees(ports, signedIn(request), tournamentId, { assignments: [{ matchId, refereeId }] }));
  },
  assignReferees: async (request) => ok(await assignReferees(ports, signedIn(request), request.params.tournamentId ?? '', parseInput(assignRefereesInputSchema, request.body))),
  listReferees: async (request) => {
    const actor = signedIn(request);
    const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), request.headers['x-pitchside-org'], ['admin', 'refereeassignor']);
    return ok({ referees: await listReferees(ports, membership.orgId) });
  },
  confirmScore: async (request) => ok(await confirmMatchScore(ports, signedIn(request), ...ids(request), parseInput(confirmScoreInputSchema, request.body))),
  recordIncident: async (request) => ({ status: 201, body: await recordIncident(ports, signedIn(request), ...ids(request), parseInput(recordIncidentInputSchema, request.body)) }),
  listIncidents: async (request) => ok(await listIncidents(ports, signedIn(request), ...ids(request))),
  matchAudit: async (request) => ok(await matchAudit(ports, signedIn(request), ...ids(request))),
  resetMatches: async (request) => ok(await resetAllMatches(ports, signedIn(request), request.params.tournamentId ?? '')),
  disputeResult: async (request) => ({ status: 201, body: await openDispute(ports, signedIn(request), ...ids(request), parseInput(openDisputeInputSchema, request.body)) }),
  listDisputes: async (request) => ok(await listDisputes(ports, signedIn(request), request.headers['x-pitchside-org'], request.params.tournamentId ?? '')),
  resolveDispute: async (request) => ok(await resolveDispute(ports, signedIn(request), ...ids(request), request.params.disputeId ?? '', parseInput(resolveDisputeInputSchema, request.body))),
});
