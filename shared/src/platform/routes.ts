import {
  healthRoute,
  meRoute,
  updateProfileRoute,
  signUpRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  listUsersRoute,
  createUserRoute,
  updateUserRoute,
  deleteUserRoute,
  importUsersRoute,
  listInvitesRoute,
  sendInviteRoute,
  resendInviteRoute,
  revokeInviteRoute,
  previewInviteRoute,
  acceptInviteRoute,
  openApiDocumentRoute,
} from '../contracts/account-routes';
import {
  listTournamentsRoute,
  createTournamentRoute,
  getTournamentRoute,
  updateTournamentRoute,
  deleteTournamentRoute,
  publishTournamentRoute,
  unpublishTournamentRoute,
  addAgeGroupRoute,
  deleteAgeGroupRoute,
  setAgeGroupVisibilityRoute,
  addDivisionRoute,
  updateDivisionRoute,
  deleteDivisionRoute,
  addBracketRoute,
  deleteBracketRoute,
  addTournamentTeamRoute,
  updateTournamentTeamRoute,
  deleteTournamentTeamRoute,
  listTournamentMatchesRoute,
  printScheduleRoute,
} from '../contracts/tournament-routes';
import { linkTournamentAdminRoute, listTournamentAdminsRoute, unlinkTournamentAdminRoute } from '../contracts/tournament-admin-routes';
import {
  listTeamsRoute,
  createTeamRoute,
  importTeamsRoute,
  getTeamRoute,
  updateTeamRoute,
  deleteTeamRoute,
  listPlayersRoute,
  addPlayerRoute,
  importPlayersRoute,
  updatePlayerRoute,
  deletePlayerRoute,
} from '../contracts/team-routes';
import {
  publicTournamentsRoute,
  publicTournamentRoute,
  publicMatchesRoute,
  publicMatchRoute,
  publicTeamRoute,
  publicStatisticsRoute,
  teamCalendarRoute,
  pitchCalendarRoute,
  publicSchedulePdfRoute,
} from '../contracts/public-routes';
import {
  createMatchRoute,
  listAssignedMatchesRoute,
  listCoachedMatchesRoute,
  listTodayMatchesRoute,
  getMatchRoute,
  matchRostersRoute,
  recordMatchEventsRoute,
  assignRefereeRoute,
  assignRefereesRoute,
  listRefereesRoute,
  confirmScoreRoute,
  recordIncidentRoute,
  listIncidentsRoute,
  matchAuditRoute,
  disputeResultRoute,
  listDisputesRoute,
  resolveDisputeRoute,
  resetMatchesRoute,
} from '../contracts/match-routes';
import { connectStripeRoute, entryCheckoutRoute, startCheckoutRoute, stripeAccountRoute, stripeWebhookRoute, tournamentPriceRoute } from '../contracts/payment-routes';
import {
  getScheduleSetupRoute,
  saveScheduleSetupRoute,
  getScheduleRoute,
  generateScheduleRoute,
  moveScheduledMatchRoute,
  lockScheduledMatchRoute,
  shiftScheduleRoute,
  listScheduleVersionsRoute,
  saveScheduleVersionRoute,
  compareScheduleVersionRoute,
  restoreScheduleVersionRoute,
  previewDelayRoute,
  applyDelayRoute,
} from '../contracts/schedule-routes';
import { decideSuspensionRoute, getDisciplineRulesRoute, listDisciplineRoute, putDisciplineRulesRoute, teamSuspensionsRoute } from '../contracts/discipline-routes';
import { exportMatchesCsvRoute, startImportRoute, getImportRoute, processExcelRoute } from '../contracts/import-routes';
import { followTargetRoute, unfollowTargetRoute, registerDeviceRoute, unregisterDeviceRoute } from '../contracts/notification-routes';
import * as registrationRoutes from '../contracts/registration-routes';
import * as matchReportRoutes from '../contracts/match-report-routes';
import * as refereePayRoutes from '../contracts/referee-pay-routes';
import * as checkInRoutes from '../contracts/check-in-routes';
import * as refereeRoutes from '../contracts/referee-routes';
import * as displayRoutes from '../contracts/display-routes';
import type { HttpMethod, HttpService, RouteEntry } from './route-entry';

export { defineRoute, HTTP_SERVICES, pathParamNames, routePath } from './route-entry';
export type { HttpMethod, HttpService, PathParams, RouteAnswer, RouteAuth, RouteDefinition, RouteEntry, RouteInput, RouteRoles } from './route-entry';

/**
 * Every HTTP route, one entry each (`defineRoute` in `contracts/*-routes.ts`): CDK builds the API from this
 * list, the local gateway serves from it, each service's router is built from its entries, the OpenAPI
 * document is generated from it and the permission-matrix test walks it (in this order: a dispute is
 * opened and resolved before the reset).
 */
export const ROUTES = [
  healthRoute,
  meRoute,
  updateProfileRoute,
  signUpRoute,
  confirmEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  listUsersRoute,
  createUserRoute,
  updateUserRoute,
  deleteUserRoute,
  importUsersRoute,
  listInvitesRoute,
  sendInviteRoute,
  resendInviteRoute,
  revokeInviteRoute,
  previewInviteRoute,
  acceptInviteRoute,
  listTournamentsRoute,
  createTournamentRoute,
  getTournamentRoute,
  updateTournamentRoute,
  deleteTournamentRoute,
  publishTournamentRoute,
  unpublishTournamentRoute,
  addAgeGroupRoute,
  deleteAgeGroupRoute,
  setAgeGroupVisibilityRoute,
  addDivisionRoute,
  updateDivisionRoute,
  deleteDivisionRoute,
  addBracketRoute,
  deleteBracketRoute,
  addTournamentTeamRoute,
  updateTournamentTeamRoute,
  deleteTournamentTeamRoute,
  listTournamentMatchesRoute,
  listTournamentAdminsRoute,
  linkTournamentAdminRoute,
  unlinkTournamentAdminRoute,
  listTeamsRoute,
  createTeamRoute,
  importTeamsRoute,
  getTeamRoute,
  updateTeamRoute,
  deleteTeamRoute,
  listPlayersRoute,
  addPlayerRoute,
  importPlayersRoute,
  updatePlayerRoute,
  deletePlayerRoute,
  publicTournamentsRoute,
  publicTournamentRoute,
  publicMatchesRoute,
  publicMatchRoute,
  publicTeamRoute,
  publicStatisticsRoute,
  createMatchRoute,
  listAssignedMatchesRoute,
  listCoachedMatchesRoute,
  listTodayMatchesRoute,
  getMatchRoute,
  matchRostersRoute,
  recordMatchEventsRoute,
  assignRefereeRoute,
  assignRefereesRoute,
  listRefereesRoute,
  confirmScoreRoute,
  recordIncidentRoute,
  listIncidentsRoute,
  matchAuditRoute,
  disputeResultRoute,
  listDisputesRoute,
  resolveDisputeRoute,
  getDisciplineRulesRoute,
  putDisciplineRulesRoute,
  listDisciplineRoute,
  decideSuspensionRoute,
  teamSuspensionsRoute,
  resetMatchesRoute,
  startCheckoutRoute,
  connectStripeRoute,
  stripeAccountRoute,
  entryCheckoutRoute,
  stripeWebhookRoute,
  tournamentPriceRoute,
  getScheduleSetupRoute,
  saveScheduleSetupRoute,
  getScheduleRoute,
  generateScheduleRoute,
  moveScheduledMatchRoute,
  lockScheduledMatchRoute,
  shiftScheduleRoute,
  listScheduleVersionsRoute,
  saveScheduleVersionRoute,
  compareScheduleVersionRoute,
  restoreScheduleVersionRoute,
  previewDelayRoute,
  applyDelayRoute,
  teamCalendarRoute,
  pitchCalendarRoute,
  publicSchedulePdfRoute,
  printScheduleRoute,
  exportMatchesCsvRoute,
  startImportRoute,
  getImportRoute,
  processExcelRoute,
  followTargetRoute,
  unfollowTargetRoute,
  registerDeviceRoute,
  unregisterDeviceRoute,
  // Registration (issue 32), in its file's order.
  ...Object.values(registrationRoutes),
  // Referees' match reports and pay (issue 34).
  ...Object.values(matchReportRoutes),
  ...Object.values(refereePayRoutes),
  ...Object.values(checkInRoutes),
  // Referees' availability and offers (issue 34), in its file's order.
  ...Object.values(refereeRoutes),
  // The venue screen (issue 35), in its file's order.
  ...Object.values(displayRoutes),
  openApiDocumentRoute,
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];
export type RouteIdOf<S extends HttpService> = Extract<(typeof ROUTES)[number], { service: S }>['id'];
/** The routes of a service behind the JWT authorizer: their handlers always have an actor. */
export type JwtRouteIdOf<S extends HttpService> = Extract<(typeof ROUTES)[number], { service: S; auth: 'jwt' }>['id'];

export function routeKey(route: { method: HttpMethod | 'HEAD'; path: string }): string {
  return `${route.method} ${route.path}`;
}

export function routesOf(service: HttpService): readonly RouteEntry[] {
  return ROUTES.filter((route) => route.service === service);
}
