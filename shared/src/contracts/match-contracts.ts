import * as z from 'zod';
import { openDisputeInputSchema, resolveDisputeInputSchema } from '../disputes/dispute';
import { assignRefereeInputSchema, createMatchInputSchema } from '../entities/match';
import { confirmScoreInputSchema } from '../entities/score-confirmation';
import { matchEventSchema } from '../match/match-event';
import { assignRefereesInputSchema, recordIncidentInputSchema, recordMatchEventsInputSchema } from '../matches/match-api';
import { MAX_MATCH_EVENTS_PER_REQUEST } from '../validation/limits';
import type { RouteIdOf } from '../platform/routes';
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
import type { RouteContracts } from './route-contract';

/**
 * The service checks each event on its own (one malformed event is refused alone, in its result), so its
 * body schema takes any list; the document shows what each event should be.
 */
const recordMatchEventsBody = recordMatchEventsInputSchema.extend({ events: z.array(matchEventSchema).min(1).max(MAX_MATCH_EVENTS_PER_REQUEST) });

const matchOk = { status: 200, schema: matchViewSchema } as const;

export const MATCH_CONTRACTS: RouteContracts<RouteIdOf<'matches'>> = {
  createMatch: { summary: 'Add a match by hand', body: createMatchInputSchema, ok: { status: 201, schema: matchViewSchema } },
  listAssignedMatches: { summary: "The referee's matches: today's first, then upcoming, then past", ok: { status: 200, schema: matchListAnswerSchema } },
  listCoachedMatches: { summary: "The matches of the coach's teams", ok: { status: 200, schema: matchListAnswerSchema } },
  listTodayMatches: { summary: "Today's matches of the medic's organizations, by kick-off", ok: { status: 200, schema: matchListAnswerSchema } },
  getMatch: { summary: 'A match with its clock, events and what the caller may do', ok: matchOk },
  matchRosters: { summary: 'Both squads, for the scorer and card pickers', ok: { status: 200, schema: matchRostersSchema } },
  recordMatchEvents: {
    summary: 'Record referee events (start, goal, card, pause, complete, …)',
    description: `Up to ${MAX_MATCH_EVENTS_PER_REQUEST} events in order; each is applied once by its \`eventId\` (a replay is \`duplicate\`) and answered on its own.`,
    body: recordMatchEventsBody,
    ok: { status: 200, schema: recordMatchEventsResultSchema },
  },
  assignReferee: { summary: 'Assign (or clear) the referee of one match', body: assignRefereeInputSchema, ok: { status: 200, schema: assignmentResultSchema } },
  assignReferees: { summary: 'Assign referees to many matches at once (all or nothing)', body: assignRefereesInputSchema, ok: { status: 200, schema: assignmentResultSchema } },
  listReferees: { summary: "The acting organization's referees, by name", ok: { status: 200, schema: refereesAnswerSchema } },
  confirmScore: { summary: "Confirm a completed match's score for your side", body: confirmScoreInputSchema, ok: matchOk },
  recordIncident: { summary: 'Record a medical incident', body: recordIncidentInputSchema, ok: { status: 201, schema: incidentSchema } },
  listIncidents: { summary: "A match's medical incidents", ok: { status: 200, schema: incidentsAnswerSchema } },
  matchAudit: { summary: "A match's event log: who did what to the score, in order", ok: { status: 200, schema: matchAuditAnswerSchema } },
  disputeResult: { summary: "Dispute a completed match's result (a side's coach, within the window)", body: openDisputeInputSchema, ok: { status: 201, schema: matchViewSchema } },
  listDisputes: { summary: "The tournament's open disputes, oldest first", ok: { status: 200, schema: openDisputesAnswerSchema } },
  resolveDispute: { summary: 'Uphold a disputed result or correct the score', body: resolveDisputeInputSchema, ok: matchOk },
  resetMatches: { summary: 'Put every match of the tournament back before kick-off', ok: { status: 200, schema: resetMatchesAnswerSchema } },
};
