import { publicQuerySchema } from '../public/public-api';
import { calendarQuerySchema, printScheduleQuerySchema } from '../public/schedule-outputs-api';
import { publicMatchesAnswerSchema, publicMatchSchema, publicStatisticsSchema, publicTeamPageSchema, publicTournamentsAnswerSchema, publicTournamentSchema } from './public-responses';
import { defineRoute } from '../platform/route-entry';

export const publicTournamentsRoute = /* @__PURE__ */ defineRoute({
  id: 'publicTournaments',
  method: 'GET',
  path: '/api/public/tournaments',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: 'Published tournaments (search by name or venue)',
  query: publicQuerySchema,
  ok: { status: 200, schema: publicTournamentsAnswerSchema },
  cacheable: true,
});

export const publicTournamentRoute = /* @__PURE__ */ defineRoute({
  id: 'publicTournament',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: 'A published tournament: divisions and tables',
  ok: { status: 200, schema: publicTournamentSchema },
  cacheable: true,
});

export const publicMatchesRoute = /* @__PURE__ */ defineRoute({
  id: 'publicMatches',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/matches',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: "A published tournament's matches (search, one division)",
  query: publicQuerySchema,
  ok: { status: 200, schema: publicMatchesAnswerSchema },
  cacheable: true,
});

export const publicMatchRoute = /* @__PURE__ */ defineRoute({
  id: 'publicMatch',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/matches/{matchId}',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: 'One match of a published tournament',
  ok: { status: 200, schema: publicMatchSchema },
  cacheable: true,
});

export const publicTeamRoute = /* @__PURE__ */ defineRoute({
  id: 'publicTeam',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/teams/{teamKey}',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: "A team's page: its table row and matches",
  ok: { status: 200, schema: publicTeamPageSchema },
  cacheable: true,
});

export const publicStatisticsRoute = /* @__PURE__ */ defineRoute({
  id: 'publicStatistics',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/statistics',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  summary: 'Top scorers, cards, clean sheets, goals per day',
  ok: { status: 200, schema: publicStatisticsSchema },
  cacheable: true,
});

export const publicSchedulePdfRoute = /* @__PURE__ */ defineRoute({
  id: 'publicSchedulePdf',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/schedule.pdf',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  head: true,
  summary: "A published tournament's printable schedule (PDF) for anyone",
  description:
    "Query: `date`, `pitch` and `team`, as the organizers' printout, and `lang` (the language of its words; else Accept-Language, else English). Times are the venue's local time. A draft tournament is 404.",
  query: printScheduleQuerySchema,
  ok: { status: 200, file: 'application/pdf', description: 'A PDF, shown inline.' },
});

export const teamCalendarRoute = /* @__PURE__ */ defineRoute({
  id: 'teamCalendar',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/teams/{teamKey}/calendar.ics',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  head: true,
  summary: "A team's matches as an iCalendar feed",
  description: "`lang`: the language of the events' texts (English without it).",
  query: calendarQuerySchema,
  cacheable: true,
  ok: { status: 200, file: 'text/calendar', description: 'An RFC 5545 calendar (subscribe with webcal://).' },
});

export const pitchCalendarRoute = /* @__PURE__ */ defineRoute({
  id: 'pitchCalendar',
  method: 'GET',
  path: '/api/public/tournaments/{tournamentId}/pitches/{pitchKey}/calendar.ics',
  service: 'tournaments',
  auth: 'public',
  roles: 'public',
  head: true,
  summary: "A pitch's matches as an iCalendar feed",
  description: "`lang`: the language of the events' texts (English without it).",
  query: calendarQuerySchema,
  cacheable: true,
  ok: { status: 200, file: 'text/calendar', description: 'An RFC 5545 calendar (subscribe with webcal://).' },
});
