import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, ORGANIZATION_HEADER, printLocale, type printScheduleRoute, type RouteInput, type teamCalendarRoute } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import {
  createDatabase,
  dynamoMatchRepository,
  dynamoOrganizationRepository,
  dynamoTeamRepository,
  dynamoTournamentRepository,
  dynamoPublicReadRepository,
  dynamoTournamentStructureRepository,
  dynamoLiveConnectionRepository,
} from '@pitchside/core/data';
import { apiGatewayLiveNotifier, dynamo } from '@pitchside/core/aws';
import { createHttpHandler, cacheableFile, cacheableJson, fileResult, ok, readKeyOf, SerializedJson, singleFlight, type HttpRequest, type SignedInRequest } from '@pitchside/core/http';
import type { TournamentsPorts, VenuePorts } from './ports';
import { dynamoVenueDisplayRepository } from './adapters/venue-displays';
import { createAnnouncement, listAnnouncements, withdrawAnnouncement } from './use-cases/announcements';
import { createDisplayLink, displaySession, listDisplayLinks, revokeDisplayLink, updateDisplayLink } from './use-cases/display-links';
import { setAgeGroupVisibility } from './use-cases/age-group-visibility';
import { pitchCalendar, teamCalendar, type CalendarFile } from './use-cases/calendar-feeds';
import { printSchedule, publicPrintSchedule, type PrintedSchedule } from './use-cases/print-schedule';
import { publicMatch, publicMatches, publicStatistics, publicTeam, publicTournament, publicTournaments, type PublicPorts } from './use-cases/public-reads';
import { addPlayer, deletePlayer, importPlayers, listPlayers, updatePlayer } from './use-cases/players';
import { linkTournamentAdmin, listTournamentAdmins, unlinkTournamentAdmin } from './use-cases/tournament-admins';
import { addAgeGroup, addBracket, addDivision, deleteAgeGroup, deleteBracket, deleteDivision, updateDivision } from './use-cases/tournament-structure';
import { addTournamentTeam, deleteTournamentTeam, listTournamentMatches, updateTournamentTeam } from './use-cases/tournament-teams';
import { createTournament, deleteTournament, getTournament, listTournaments, setPublished, updateTournament } from './use-cases/tournaments';
import { createTeam, deleteTeam, getTeam, importTeams, listTeams, updateTeam } from './use-cases/teams';

const env = loadEnv(['tableName', 'wsConnectionsEndpoint']);
const db = createDatabase(env.tableName, dynamo());
const ports: TournamentsPorts = {
  organizations: dynamoOrganizationRepository(db),
  tournaments: dynamoTournamentRepository(db),
  structure: dynamoTournamentStructureRepository(db),
  matches: dynamoMatchRepository(db),
  teams: dynamoTeamRepository(db),
  clock: systemClock,
  newId: randomUUID,
};
const publicPorts: PublicPorts & TournamentsPorts = { ...ports, publicReads: dynamoPublicReadRepository(db) };
const venuePorts: VenuePorts = { ...ports, displays: dynamoVenueDisplayRepository(db), live: apiGatewayLiveNotifier(env.wsConnectionsEndpoint, dynamoLiveConnectionRepository(db)) };
/** The venue use cases' first arguments: their ports, the caller and the organization they act for. */
const venueArgs = (request: SignedInRequest) => [venuePorts, request.actor, request.headers[ORGANIZATION_HEADER]] as const;

/** Public reads may be cached by CloudFront and browsers for a few seconds; live changes arrive over /ws. */
// Browsers revalidate every time (a live update must not be answered from their cache); CloudFront keeps
// a copy for a few seconds. Reads a live update asks for are not served stale past that: the page reads
// once more after the window (CDN_SETTLE_MS in the web) and must then get the new table. The list of
// tournaments changes rarely and may be served stale while CloudFront refreshes it.
// Each answer carries its entity tag, so a browser's or CloudFront's revalidation of an unchanged read is a 304.
const cacheable = (request: HttpRequest, body: SerializedJson, seconds = 5, staleSeconds = 0) =>
  cacheableJson(request, body, { 'cache-control': `public, max-age=0, s-maxage=${seconds}${staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : ''}` });
/**
 * Calendar feeds: phones refetch every 15 minutes (the feed says so); CloudFront may keep a copy for a
 * minute. Tagged (ETag), so a refresh that finds the feed unchanged is a 304 without the body.
 */
const calendar = (request: HttpRequest, file: CalendarFile) =>
  cacheableFile(
    request,
    { contentType: 'text/calendar; charset=utf-8', content: file.content, fileName: file.fileName },
    { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
  );
/** A printed schedule opens in the browser's viewer; the public one may sit at the edge for a minute. */
const pdf = (printed: PrintedSchedule, headers?: Record<string, string>) =>
  fileResult({ contentType: 'application/pdf', content: printed.content, fileName: printed.fileName, disposition: 'inline' }, headers);
const coalesce = singleFlight<unknown>();
/** A public read, shared with every identical request already in flight. */
const coalescedRead = (request: HttpRequest, read: () => Promise<unknown>) => coalesce(readKeyOf(request), read);
/** The same for a JSON answer, serialised once for everyone who joined it. */
const coalesceJson = singleFlight<SerializedJson>();
const coalescedJson = (request: HttpRequest, read: () => Promise<unknown>) => coalesceJson(readKeyOf(request), async () => new SerializedJson(JSON.stringify(await read())));

/** The ports, the caller and the organization they act for: the first arguments of every signed-in use case here. */
const callerArgs = (request: SignedInRequest) => [ports, request.actor, request.headers[ORGANIZATION_HEADER]] as const;
const tournamentIdOf = (request: { input: { params: { tournamentId: string } } }) => request.input.params.tournamentId;
const created = (body: unknown) => ({ status: 201, body });
/** A printout's query and its language: the page's `lang`, else the browser's Accept-Language. */
const printArgs = (request: Pick<HttpRequest, 'headers'> & { input: Pick<RouteInput<typeof printScheduleRoute>, 'query'> }) => {
  const { query } = request.input;
  return [query, printLocale(query, request.headers['accept-language'])] as const;
};
/** A feed's language: its URL's `lang` only (calendar apps send no Accept-Language). */
const feedLocale = (request: { input: Pick<RouteInput<typeof teamCalendarRoute>, 'query'> }) => request.input.query.lang ?? DEFAULT_LOCALE;

export const handler = createHttpHandler('tournaments', {
  publicTournaments: async (request) => {
    const { search } = request.input.query;
    return cacheable(
      request,
      await coalescedJson(request, function tournaments() {
        return publicTournaments(publicPorts, search);
      }),
      30,
      30,
    );
  },
  publicTournament: async (request) =>
    cacheable(
      request,
      await coalescedJson(request, function tournament() {
        return publicTournament(publicPorts, tournamentIdOf(request));
      }),
    ),
  publicMatches: async (request) => {
    const { division } = request.input.query;
    return cacheable(
      request,
      await coalescedJson(request, function matches() {
        return publicMatches(publicPorts, tournamentIdOf(request), division);
      }),
    );
  },
  publicMatch: async (request) =>
    cacheable(
      request,
      await coalescedJson(request, function match() {
        return publicMatch(publicPorts, tournamentIdOf(request), request.input.params.matchId);
      }),
    ),
  publicTeam: async (request) =>
    cacheable(
      request,
      await coalescedJson(request, function team() {
        return publicTeam(publicPorts, tournamentIdOf(request), request.input.params.teamKey);
      }),
    ),
  publicStatistics: async (request) =>
    cacheable(
      request,
      await coalescedJson(request, function statistics() {
        return publicStatistics(publicPorts, tournamentIdOf(request));
      }),
      15,
    ),
  teamCalendar: async (request) => {
    const locale = feedLocale(request);
    return calendar(
      request,
      (await coalescedRead(request, function teamFeed() {
        return teamCalendar(publicPorts, tournamentIdOf(request), request.input.params.teamKey, locale);
      })) as CalendarFile,
    );
  },
  pitchCalendar: async (request) => {
    const locale = feedLocale(request);
    return calendar(
      request,
      (await coalescedRead(request, function pitchFeed() {
        return pitchCalendar(publicPorts, tournamentIdOf(request), request.input.params.pitchKey, locale);
      })) as CalendarFile,
    );
  },
  printSchedule: async (request) => pdf(await printSchedule(...callerArgs(request), tournamentIdOf(request), ...printArgs(request))),
  publicSchedulePdf: async (request) => pdf(await publicPrintSchedule(publicPorts, tournamentIdOf(request), ...printArgs(request)), { 'cache-control': 'public, max-age=0, s-maxage=60' }),
  setAgeGroupVisibility: async (request) =>
    ok(await setAgeGroupVisibility(publicPorts, request.actor, request.headers[ORGANIZATION_HEADER], tournamentIdOf(request), request.input.params.ageGroup, request.input.body.hideResults)),
  listTournaments: async (request) => ok(await listTournaments(...callerArgs(request))),
  createTournament: async (request) => created(await createTournament(...callerArgs(request), request.input.body)),
  getTournament: async (request) => ok(await getTournament(...callerArgs(request), tournamentIdOf(request))),
  updateTournament: async (request) => ok(await updateTournament(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  deleteTournament: async (request) => ok(await deleteTournament(...callerArgs(request), tournamentIdOf(request))),
  publishTournament: async (request) => ok(await setPublished(...callerArgs(request), tournamentIdOf(request), true)),
  unpublishTournament: async (request) => ok(await setPublished(...callerArgs(request), tournamentIdOf(request), false)),
  addAgeGroup: async (request) => created(await addAgeGroup(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  deleteAgeGroup: async (request) => ok(await deleteAgeGroup(...callerArgs(request), tournamentIdOf(request), request.input.params.ageGroup)),
  addDivision: async (request) => created(await addDivision(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  updateDivision: async (request) => ok(await updateDivision(...callerArgs(request), tournamentIdOf(request), request.input.params.divisionId, request.input.body)),
  deleteDivision: async (request) => ok(await deleteDivision(...callerArgs(request), tournamentIdOf(request), request.input.params.divisionId)),
  addBracket: async (request) => created(await addBracket(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  deleteBracket: async (request) => ok(await deleteBracket(...callerArgs(request), tournamentIdOf(request), request.input.params.bracketId)),
  addTournamentTeam: async (request) => created(await addTournamentTeam(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  updateTournamentTeam: async (request) => ok(await updateTournamentTeam(...callerArgs(request), tournamentIdOf(request), request.input.params.teamKey, request.input.body)),
  deleteTournamentTeam: async (request) => ok(await deleteTournamentTeam(...callerArgs(request), tournamentIdOf(request), request.input.params.teamKey)),
  listTournamentMatches: async (request) => ok(await listTournamentMatches(...callerArgs(request), tournamentIdOf(request), request.input.query)),
  listTournamentAdmins: async (request) => ok(await listTournamentAdmins(...callerArgs(request), tournamentIdOf(request))),
  linkTournamentAdmin: async (request) => created(await linkTournamentAdmin(...callerArgs(request), tournamentIdOf(request), request.input.body)),
  unlinkTournamentAdmin: async (request) => ok(await unlinkTournamentAdmin(...callerArgs(request), tournamentIdOf(request), request.input.params.uid)),

  listDisplayLinks: async (request) => ok(await listDisplayLinks(...venueArgs(request), tournamentIdOf(request))),
  createDisplayLink: async (request) => created(await createDisplayLink(...venueArgs(request), tournamentIdOf(request), request.input.body)),
  updateDisplayLink: async (request) => ok(await updateDisplayLink(...venueArgs(request), tournamentIdOf(request), request.input.params.linkId, request.input.body)),
  revokeDisplayLink: async (request) => ok(await revokeDisplayLink(...venueArgs(request), tournamentIdOf(request), request.input.params.linkId)),
  // Never cached: a revoked link must stop at the display's next read.
  displaySession: async (request) => ok(await displaySession(venuePorts, request.input.body.token), { 'cache-control': 'no-store' }),
  listAnnouncements: async (request) => ok(await listAnnouncements(...venueArgs(request), tournamentIdOf(request))),
  createAnnouncement: async (request) => created(await createAnnouncement(...venueArgs(request), tournamentIdOf(request), request.input.body)),
  withdrawAnnouncement: async (request) => ok(await withdrawAnnouncement(...venueArgs(request), tournamentIdOf(request), request.input.params.announcementId)),

  listTeams: async (request) => ok(await listTeams(...callerArgs(request))),
  createTeam: async (request) => created(await createTeam(...callerArgs(request), request.input.body)),
  importTeams: async (request) => ok(await importTeams(...callerArgs(request), request.input.body)),
  getTeam: async (request) => ok(await getTeam(...callerArgs(request), request.input.params.teamId)),
  updateTeam: async (request) => ok(await updateTeam(...callerArgs(request), request.input.params.teamId, request.input.body)),
  deleteTeam: async (request) => ok(await deleteTeam(...callerArgs(request), request.input.params.teamId)),
  listPlayers: async (request) => ok(await listPlayers(...callerArgs(request), request.input.params.teamId)),
  addPlayer: async (request) => created(await addPlayer(...callerArgs(request), request.input.params.teamId, request.input.body)),
  importPlayers: async (request) => ok(await importPlayers(...callerArgs(request), request.input.params.teamId, request.input.body)),
  updatePlayer: async (request) => ok(await updatePlayer(...callerArgs(request), request.input.params.teamId, request.input.params.playerId, request.input.body)),
  deletePlayer: async (request) => ok(await deletePlayer(...callerArgs(request), request.input.params.teamId, request.input.params.playerId)),
});
