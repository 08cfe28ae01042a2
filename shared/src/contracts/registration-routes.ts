import {
  applicationInputSchema,
  applicationStatusInputSchema,
  entryDecisionInputSchema,
  listEntriesQuerySchema,
  registrationSettingsInputSchema,
  registrationStateInputSchema,
} from '../registration/registration-api';
// Answers from their own module: the web bundles them without the input schemas (which it cuts from the entries).
import {
  applicationAnswerSchema,
  applicationStatusSchema,
  entryDecisionAnswerSchema,
  entryListSchema,
  publicRegistrationSchema,
  registrationDivisionAnswerSchema,
  registrationOverviewSchema,
} from '../registration/registration-answers';
import { defineRoute } from '../platform/route-entry';

const ORGANIZERS = ['admin', 'tournamentadmin'] as const;

export const getRegistrationRoute = /* @__PURE__ */ defineRoute({
  id: 'getRegistration',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/registration',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "The tournament's divisions, each with its registration settings and how many places are held and waiting",
  ok: { status: 200, schema: registrationOverviewSchema },
});

export const saveRegistrationRoute = /* @__PURE__ */ defineRoute({
  id: 'saveRegistration',
  method: 'PUT',
  path: '/api/tournaments/{tournamentId}/registration/divisions/{divisionId}',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "Open or edit a division's registration: dates (venue time), places, fees, documents, terms",
  description: 'Fewer places than are held is a 409. More places than before go to the waiting line first, in order.',
  body: registrationSettingsInputSchema,
  ok: { status: 200, schema: registrationDivisionAnswerSchema },
});

export const setRegistrationStateRoute = /* @__PURE__ */ defineRoute({
  id: 'setRegistrationState',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/registration/divisions/{divisionId}/state',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "Pause, reopen or close a division's registration",
  body: registrationStateInputSchema,
  ok: { status: 200, schema: registrationDivisionAnswerSchema },
});

export const listEntriesRoute = /* @__PURE__ */ defineRoute({
  id: 'listEntries',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/registration/divisions/{divisionId}/entries',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: "A division's applied teams in arrival order, a page at a time (`cursor` from the previous page)",
  query: listEntriesQuerySchema,
  ok: { status: 200, schema: entryListSchema },
});

export const decideEntryRoute = /* @__PURE__ */ defineRoute({
  id: 'decideEntry',
  method: 'POST',
  path: '/api/tournaments/{tournamentId}/registration/entries/{teamKey}/decision',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Accept, waitlist, refuse (with a reason), withdraw or move a team to another division',
  description: 'A place a team gives up goes to the first team of the waiting line. Repeating a decision changes nothing. The club is e-mailed in its language.',
  body: entryDecisionInputSchema,
  ok: { status: 200, schema: entryDecisionAnswerSchema },
});

export const exportEntriesCsvRoute = /* @__PURE__ */ defineRoute({
  id: 'exportEntriesCsv',
  method: 'GET',
  path: '/api/tournaments/{tournamentId}/registration/entries.csv',
  service: 'registration',
  auth: 'jwt',
  roles: ORGANIZERS,
  summary: 'Every applied team of the tournament as CSV: division, status, position, contact, fee',
  ok: { status: 200, file: 'text/csv', description: 'RFC 4180 CSV with a header row.' },
});

export const publicRegistrationRoute = /* @__PURE__ */ defineRoute({
  id: 'publicRegistration',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/registration',
  service: 'registration',
  auth: 'public',
  roles: 'public',
  summary: "A published tournament's registration: each division's dates, places left, fees, documents and terms",
  ok: { status: 200, schema: publicRegistrationSchema },
  cacheable: true,
});

export const submitApplicationRoute = /* @__PURE__ */ defineRoute({
  id: 'submitApplication',
  method: 'POST',
  path: '/api/registration/tournaments/{tournamentId}/applications',
  service: 'registration',
  auth: 'public',
  /** Per caller address and tournament (REGISTRATION_LIMITS.writesPerSourcePerHour). */
  rateLimited: true,
  roles: 'public',
  summary: 'Apply with one or several teams: each gets a place while its division has one, else a place in the waiting line',
  description:
    'No account needed. Places are held by a conditional write, so a division never holds more teams than its places. Send the same `idempotencyKey` again (a double click, a retry) and get the same answer; nothing changes.',
  body: applicationInputSchema,
  ok: { status: 201, schema: applicationAnswerSchema },
});

export const applicationStatusRoute = /* @__PURE__ */ defineRoute({
  id: 'applicationStatus',
  method: 'POST',
  path: '/api/registration/tournaments/{tournamentId}/applications/status',
  service: 'registration',
  auth: 'public',
  roles: 'public',
  summary: "The club's own page: each team's status, place in line, payment and time left to pay",
  description:
    "No account needed: the application's key (from the club's e-mail link) proves the club. It is sent in the body, never in a URL, and looked up by its hash; a key that applied for nothing answers 404, as an unknown tournament does.",
  body: applicationStatusInputSchema,
  ok: { status: 200, schema: applicationStatusSchema },
});
