import type { Role } from '../roles';

/**
 * The route manifest: every HTTP route as data. CDK builds the API from it, the local gateway serves
 * from it, each service's router must cover exactly its routes, and the permission-matrix test walks it.
 * It lives in shared (and infra re-exports it) so services, infra and the web read one definition
 * without a dependency cycle.
 */
export const HTTP_SERVICES = ['accounts', 'tournaments', 'imports', 'matches', 'payments', 'scheduling', 'notifications'] as const;
export type HttpService = (typeof HTTP_SERVICES)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: no token needed. `jwt`: a valid Cognito ID token, checked by the gateway's JWT authorizer. */
export type RouteAuth = 'public' | 'jwt';

/** Who may call a `jwt` route at all (function level); ownership is checked per object in the use case. */
export type RouteRoles = readonly Role[] | 'any-signed-in';

export interface RouteDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  /** API Gateway path syntax: `/api/tournaments/{tournamentId}`. */
  readonly path: string;
  readonly service: HttpService;
  readonly auth: RouteAuth;
  readonly roles: RouteRoles | 'public';
  /** Raw body wanted (webhook signatures); the JSON body parser leaves it alone. */
  readonly rawBody?: boolean;
  /** A GET that answers HEAD too (calendar apps and link checkers ask HEAD first): a second route, same handler. */
  readonly head?: boolean;
}

export const ROUTES = [
  { id: 'health', method: 'GET', path: '/api/health', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'me', method: 'GET', path: '/api/me', service: 'accounts', auth: 'jwt', roles: 'any-signed-in' },
  { id: 'updateProfile', method: 'PUT', path: '/api/profile', service: 'accounts', auth: 'jwt', roles: 'any-signed-in' },
  { id: 'signUp', method: 'POST', path: '/api/auth/signup', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'confirmEmail', method: 'POST', path: '/api/auth/confirm-email', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'forgotPassword', method: 'POST', path: '/api/auth/forgot-password', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'resetPassword', method: 'POST', path: '/api/auth/reset-password', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'listUsers', method: 'GET', path: '/api/users', service: 'accounts', auth: 'jwt', roles: ['admin'] },
  { id: 'createUser', method: 'POST', path: '/api/auth/create-user', service: 'accounts', auth: 'jwt', roles: ['admin'] },
  { id: 'updateUser', method: 'PUT', path: '/api/auth/update-user', service: 'accounts', auth: 'jwt', roles: ['admin'] },
  { id: 'deleteUser', method: 'DELETE', path: '/api/auth/delete-user', service: 'accounts', auth: 'jwt', roles: ['admin'] },
  { id: 'importUsers', method: 'POST', path: '/api/auth/import-users', service: 'accounts', auth: 'jwt', roles: ['admin'] },
  { id: 'listInvites', method: 'GET', path: '/api/invites', service: 'accounts', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'sendInvite', method: 'POST', path: '/api/invites', service: 'accounts', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'resendInvite', method: 'POST', path: '/api/invites/{inviteId}/resend', service: 'accounts', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'revokeInvite', method: 'DELETE', path: '/api/invites/{inviteId}', service: 'accounts', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'previewInvite', method: 'GET', path: '/api/invites/by-token/{token}', service: 'accounts', auth: 'public', roles: 'public' },
  { id: 'acceptInvite', method: 'POST', path: '/api/auth/accept-invite', service: 'accounts', auth: 'public', roles: 'public' },

  // tournaments: an organization's tournaments and their structure (object level: owner org, or a userTournaments link)
  { id: 'listTournaments', method: 'GET', path: '/api/tournaments', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'refereeassignor'] },
  { id: 'createTournament', method: 'POST', path: '/api/tournaments', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'getTournament', method: 'GET', path: '/api/tournaments/{tournamentId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'updateTournament', method: 'PATCH', path: '/api/tournaments/{tournamentId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'deleteTournament', method: 'DELETE', path: '/api/tournaments/{tournamentId}', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'publishTournament', method: 'POST', path: '/api/tournaments/{tournamentId}/publish', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'unpublishTournament', method: 'POST', path: '/api/tournaments/{tournamentId}/unpublish', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'addAgeGroup', method: 'POST', path: '/api/tournaments/{tournamentId}/age-groups', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'deleteAgeGroup', method: 'DELETE', path: '/api/tournaments/{tournamentId}/age-groups/{ageGroup}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'setAgeGroupVisibility', method: 'PUT', path: '/api/tournaments/{tournamentId}/age-groups/{ageGroup}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'addDivision', method: 'POST', path: '/api/tournaments/{tournamentId}/divisions', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'updateDivision', method: 'PUT', path: '/api/tournaments/{tournamentId}/divisions/{divisionId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'deleteDivision', method: 'DELETE', path: '/api/tournaments/{tournamentId}/divisions/{divisionId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'addBracket', method: 'POST', path: '/api/tournaments/{tournamentId}/brackets', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'deleteBracket', method: 'DELETE', path: '/api/tournaments/{tournamentId}/brackets/{bracketId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'addTournamentTeam', method: 'POST', path: '/api/tournaments/{tournamentId}/teams', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'updateTournamentTeam', method: 'PUT', path: '/api/tournaments/{tournamentId}/teams/{teamKey}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'deleteTournamentTeam', method: 'DELETE', path: '/api/tournaments/{tournamentId}/teams/{teamKey}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'listTournamentMatches', method: 'GET', path: '/api/tournaments/{tournamentId}/matches', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'refereeassignor'] },
  { id: 'listTournamentAdmins', method: 'GET', path: '/api/tournaments/{tournamentId}/admins', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'linkTournamentAdmin', method: 'POST', path: '/api/tournaments/{tournamentId}/admins', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'unlinkTournamentAdmin', method: 'DELETE', path: '/api/tournaments/{tournamentId}/admins/{uid}', service: 'tournaments', auth: 'jwt', roles: ['admin'] },

  // teams and players: the organization's teams; coaches reach only their own (coachUid)
  { id: 'listTeams', method: 'GET', path: '/api/teams', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'coach'] },
  { id: 'createTeam', method: 'POST', path: '/api/teams', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'importTeams', method: 'POST', path: '/api/teams/import', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'getTeam', method: 'GET', path: '/api/teams/{teamId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'coach'] },
  { id: 'updateTeam', method: 'PUT', path: '/api/teams/{teamId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'coach'] },
  { id: 'deleteTeam', method: 'DELETE', path: '/api/teams/{teamId}', service: 'tournaments', auth: 'jwt', roles: ['admin'] },
  { id: 'listPlayers', method: 'GET', path: '/api/teams/{teamId}/players', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'coach'] },
  { id: 'addPlayer', method: 'POST', path: '/api/teams/{teamId}/players', service: 'tournaments', auth: 'jwt', roles: ['admin', 'coach'] },
  { id: 'importPlayers', method: 'POST', path: '/api/teams/{teamId}/players/import', service: 'tournaments', auth: 'jwt', roles: ['admin', 'coach'] },
  { id: 'updatePlayer', method: 'PUT', path: '/api/teams/{teamId}/players/{playerId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'coach'] },
  { id: 'deletePlayer', method: 'DELETE', path: '/api/teams/{teamId}/players/{playerId}', service: 'tournaments', auth: 'jwt', roles: ['admin', 'coach'] },

  // public: published tournaments for everyone (no token; cacheable; nothing private)
  { id: 'publicTournaments', method: 'GET', path: '/api/public/tournaments', service: 'tournaments', auth: 'public', roles: 'public' },
  { id: 'publicTournament', method: 'GET', path: '/api/public/tournaments/{tournamentId}', service: 'tournaments', auth: 'public', roles: 'public' },
  { id: 'publicMatches', method: 'GET', path: '/api/public/tournaments/{tournamentId}/matches', service: 'tournaments', auth: 'public', roles: 'public' },
  { id: 'publicMatch', method: 'GET', path: '/api/public/tournaments/{tournamentId}/matches/{matchId}', service: 'tournaments', auth: 'public', roles: 'public' },
  { id: 'publicTeam', method: 'GET', path: '/api/public/tournaments/{tournamentId}/teams/{teamKey}', service: 'tournaments', auth: 'public', roles: 'public' },
  { id: 'publicStatistics', method: 'GET', path: '/api/public/tournaments/{tournamentId}/statistics', service: 'tournaments', auth: 'public', roles: 'public' },

  // matches: the referee console, assignment, coach confirmations, medic incidents (object level: the match's organization)
  { id: 'createMatch', method: 'POST', path: '/api/tournaments/{tournamentId}/matches', service: 'matches', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'listAssignedMatches', method: 'GET', path: '/api/matches/assigned', service: 'matches', auth: 'jwt', roles: ['referee'] },
  { id: 'listCoachedMatches', method: 'GET', path: '/api/matches/coached', service: 'matches', auth: 'jwt', roles: ['coach'] },
  { id: 'listTodayMatches', method: 'GET', path: '/api/matches/today', service: 'matches', auth: 'jwt', roles: ['medic'] },
  {
    id: 'getMatch',
    method: 'GET',
    path: '/api/tournaments/{tournamentId}/matches/{matchId}',
    service: 'matches',
    auth: 'jwt',
    roles: ['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor'],
  },
  { id: 'matchRosters', method: 'GET', path: '/api/tournaments/{tournamentId}/matches/{matchId}/rosters', service: 'matches', auth: 'jwt', roles: ['admin', 'referee', 'medic'] },
  { id: 'recordMatchEvents', method: 'POST', path: '/api/tournaments/{tournamentId}/matches/{matchId}/events', service: 'matches', auth: 'jwt', roles: ['admin', 'referee'] },
  { id: 'assignReferee', method: 'PUT', path: '/api/tournaments/{tournamentId}/matches/{matchId}/referee', service: 'matches', auth: 'jwt', roles: ['admin', 'refereeassignor'] },
  { id: 'assignReferees', method: 'POST', path: '/api/tournaments/{tournamentId}/referee-assignments', service: 'matches', auth: 'jwt', roles: ['admin', 'refereeassignor'] },
  { id: 'listReferees', method: 'GET', path: '/api/referees', service: 'matches', auth: 'jwt', roles: ['admin', 'refereeassignor'] },
  { id: 'confirmScore', method: 'POST', path: '/api/tournaments/{tournamentId}/matches/{matchId}/confirmations', service: 'matches', auth: 'jwt', roles: ['coach'] },
  { id: 'recordIncident', method: 'POST', path: '/api/tournaments/{tournamentId}/matches/{matchId}/incidents', service: 'matches', auth: 'jwt', roles: ['medic'] },
  { id: 'listIncidents', method: 'GET', path: '/api/tournaments/{tournamentId}/matches/{matchId}/incidents', service: 'matches', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'coach', 'medic'] },
  { id: 'matchAudit', method: 'GET', path: '/api/tournaments/{tournamentId}/matches/{matchId}/events', service: 'matches', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  // score disputes (docs/tournaments-and-matches.md, "Disputes"): a side's coach disputes a completed result; the organizer lists and resolves (before the reset below: the permission matrix walks this order)
  { id: 'disputeResult', method: 'POST', path: '/api/tournaments/{tournamentId}/matches/{matchId}/disputes', service: 'matches', auth: 'jwt', roles: ['coach'] },
  { id: 'listDisputes', method: 'GET', path: '/api/tournaments/{tournamentId}/disputes', service: 'matches', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  {
    id: 'resolveDispute',
    method: 'POST',
    path: '/api/tournaments/{tournamentId}/matches/{matchId}/disputes/{disputeId}/resolution',
    service: 'matches',
    auth: 'jwt',
    roles: ['admin', 'tournamentadmin'],
  },
  { id: 'resetMatches', method: 'POST', path: '/api/tournaments/{tournamentId}/matches/reset', service: 'matches', auth: 'jwt', roles: ['admin'] },

  // payments: Stripe Checkout for creating a tournament; the webhook is verified by its signature, not a token
  { id: 'startCheckout', method: 'POST', path: '/api/payments/checkout', service: 'payments', auth: 'jwt', roles: ['admin'] },
  { id: 'stripeWebhook', method: 'POST', path: '/api/payments/webhook', service: 'payments', auth: 'public', roles: 'public', rawBody: true },
  { id: 'tournamentPrice', method: 'GET', path: '/api/payments/price', service: 'payments', auth: 'jwt', roles: ['admin'] },

  // scheduling: the venue, generated schedules, the board, weather-day shifts and versions (object level: the tournament's organization)
  { id: 'getScheduleSetup', method: 'GET', path: '/api/tournaments/{tournamentId}/schedule/setup', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'saveScheduleSetup', method: 'PUT', path: '/api/tournaments/{tournamentId}/schedule/setup', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'getSchedule', method: 'GET', path: '/api/tournaments/{tournamentId}/schedule', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'generateSchedule', method: 'POST', path: '/api/tournaments/{tournamentId}/schedule/generate', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'moveScheduledMatch', method: 'PUT', path: '/api/tournaments/{tournamentId}/schedule/matches/{matchId}', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'lockScheduledMatch', method: 'PUT', path: '/api/tournaments/{tournamentId}/schedule/matches/{matchId}/lock', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'shiftSchedule', method: 'POST', path: '/api/tournaments/{tournamentId}/schedule/shift', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'listScheduleVersions', method: 'GET', path: '/api/tournaments/{tournamentId}/schedule/versions', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'saveScheduleVersion', method: 'POST', path: '/api/tournaments/{tournamentId}/schedule/versions', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'compareScheduleVersion', method: 'GET', path: '/api/tournaments/{tournamentId}/schedule/versions/{versionId}', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  {
    id: 'restoreScheduleVersion',
    method: 'POST',
    path: '/api/tournaments/{tournamentId}/schedule/versions/{versionId}/restore',
    service: 'scheduling',
    auth: 'jwt',
    roles: ['admin', 'tournamentadmin'],
  },
  // running late: a pitch on a day or a match is late by N minutes; the organizers, or the referee of that match / of a match on that pitch that day (checked in the use case)
  { id: 'previewDelay', method: 'POST', path: '/api/tournaments/{tournamentId}/schedule/delays/preview', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'referee'] },
  { id: 'applyDelay', method: 'POST', path: '/api/tournaments/{tournamentId}/schedule/delays', service: 'scheduling', auth: 'jwt', roles: ['admin', 'tournamentadmin', 'referee'] },

  // schedules out: calendar feeds phones subscribe to (public, published tournaments), printable PDFs and the CSV the import reads
  { id: 'teamCalendar', method: 'GET', path: '/api/public/tournaments/{tournamentId}/teams/{teamKey}/calendar.ics', service: 'tournaments', auth: 'public', roles: 'public', head: true },
  { id: 'pitchCalendar', method: 'GET', path: '/api/public/tournaments/{tournamentId}/pitches/{pitchKey}/calendar.ics', service: 'tournaments', auth: 'public', roles: 'public', head: true },
  { id: 'publicSchedulePdf', method: 'GET', path: '/api/public/tournaments/{tournamentId}/schedule.pdf', service: 'tournaments', auth: 'public', roles: 'public', head: true },
  { id: 'printSchedule', method: 'GET', path: '/api/tournaments/{tournamentId}/schedule.pdf', service: 'tournaments', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'exportMatchesCsv', method: 'GET', path: '/api/tournaments/{tournamentId}/matches.csv', service: 'imports', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },

  // imports: spreadsheet upload through S3, progress, and the preview of spec §7
  { id: 'startImport', method: 'POST', path: '/api/tournaments/{tournamentId}/imports', service: 'imports', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'getImport', method: 'GET', path: '/api/imports/{importId}', service: 'imports', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },
  { id: 'processExcel', method: 'POST', path: '/api/files/process-excel', service: 'imports', auth: 'jwt', roles: ['admin', 'tournamentadmin'] },

  // notifications (docs/delivery.md): phones follow a team, match or division without an account; signed-in people register their phones
  { id: 'followTarget', method: 'POST', path: '/api/push/tournaments/{tournamentId}/follows', service: 'notifications', auth: 'public', roles: 'public' },
  { id: 'unfollowTarget', method: 'POST', path: '/api/push/tournaments/{tournamentId}/unfollow', service: 'notifications', auth: 'public', roles: 'public' },
  { id: 'registerDevice', method: 'PUT', path: '/api/push/devices', service: 'notifications', auth: 'jwt', roles: 'any-signed-in' },
  { id: 'unregisterDevice', method: 'POST', path: '/api/push/devices/remove', service: 'notifications', auth: 'jwt', roles: 'any-signed-in' },
  // the API's own description (OpenAPI 3.1, generated from this manifest and the shared schemas; docs/api.md)
  { id: 'openApiDocument', method: 'GET', path: '/api/openapi.json', service: 'accounts', auth: 'public', roles: 'public' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteIdOf<S extends HttpService> = Extract<(typeof ROUTES)[number], { service: S }>['id'];
/** The routes of a service behind the JWT authorizer: their handlers always have an actor. */
export type JwtRouteIdOf<S extends HttpService> = Extract<(typeof ROUTES)[number], { service: S; auth: 'jwt' }>['id'];

export function routeKey(route: { method: HttpMethod | 'HEAD'; path: string }): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(service: HttpService): readonly RouteDefinition[] {
  return ROUTES.filter((route) => route.service === service);
}
