import * as z from 'zod';
import { idSchema, nonNegativeIntSchema, teamTypeSchema, timestampSchema } from '../entities/common';
import { applyMatchEvent, type ApplyMatchEventResult, type MatchEventOptions } from '../match/apply-match-event';
import type { MatchEvent } from '../match/match-event';
import { knockoutWinner } from '../match/knockout-winner';
import { initialMatchState, type MatchState } from '../match/match-state';
import { DISPUTE_MESSAGES } from './dispute';
import { MATCH_EVENT_REJECTIONS } from '../match/match-event-rejection';
import { MAX_EVENTS_PER_MATCH } from '../validation/limits';

/**
 * The dispute steps as entries of the match's event log, beside the referee's events: who disputed, who
 * upheld, who corrected the score and to what. They are never sent by a console (the console's schema
 * does not know them); the matches service makes them from the dispute routes. A correction changes the
 * result like any score change does, so folding the log gives the corrected score and the tables follow.
 */
const base = { id: idSchema, at: timestampSchema, by: idSchema.optional(), disputeId: idSchema };

export const disputeOpenedEventSchema = z.strictObject({ ...base, type: z.literal('dispute-opened'), teamType: teamTypeSchema, reason: z.string() });
export const disputeUpheldEventSchema = z.strictObject({ ...base, type: z.literal('dispute-upheld'), note: z.string().optional() });
export const scoreCorrectedEventSchema = z.strictObject({
  ...base,
  type: z.literal('score-corrected'),
  homeScore: nonNegativeIntSchema,
  awayScore: nonNegativeIntSchema,
  previousHomeScore: nonNegativeIntSchema,
  previousAwayScore: nonNegativeIntSchema,
  note: z.string().optional(),
});

export const disputeLogEventSchema = z.discriminatedUnion('type', [disputeOpenedEventSchema, disputeUpheldEventSchema, scoreCorrectedEventSchema]);
export type DisputeLogEvent = z.infer<typeof disputeLogEventSchema>;
/** Anything the match's log holds. */
export type MatchLogEvent = MatchEvent | DisputeLogEvent;

const DISPUTE_LOG_TYPES: ReadonlySet<string> = new Set(['dispute-opened', 'dispute-upheld', 'score-corrected']);
export const isDisputeLogEvent = (event: { type: string }): event is DisputeLogEvent => DISPUTE_LOG_TYPES.has(event.type);

/**
 * `applyMatchEvent` for the whole log: dispute steps apply to a completed match only (a dispute is about
 * a result); opening and upholding leave the result as it is, a correction sets the score. A knockout
 * match keeps a winner: a correction to a level score is refused unless penalties decide it.
 */
export function applyMatchLogEvent(state: MatchState, event: MatchLogEvent, options: MatchEventOptions = {}): ApplyMatchEventResult {
  if (!isDisputeLogEvent(event)) return applyMatchEvent(state, event, options);
  if (state.appliedEventIds.includes(event.id)) return { ok: true, state, duplicate: true };
  const refuse = (code: 'already_completed' | 'needs_winner' | 'match_full', message: string): ApplyMatchEventResult => ({
    ok: false,
    rejection: { code, message, eventId: event.id, eventType: event.type },
  });
  if (state.appliedEventIds.length >= MAX_EVENTS_PER_MATCH) return refuse('match_full', MATCH_EVENT_REJECTIONS.match_full);
  if (state.status !== 'completed') return refuse('already_completed', DISPUTE_MESSAGES.notCompleted);
  const at = new Date(Date.parse(event.at)).toISOString();
  const applied = [...state.appliedEventIds, event.id];
  if (event.type !== 'score-corrected') return { ok: true, duplicate: false, state: { ...state, appliedEventIds: applied } };
  const next: MatchState = { ...state, homeScore: event.homeScore, awayScore: event.awayScore, lastScoreUpdate: at, lastUpdate: at, appliedEventIds: applied };
  if (options.knockout && knockoutWinner(next) === null) return refuse('needs_winner', DISPUTE_MESSAGES.knockoutLevel);
  return { ok: true, duplicate: false, state: next };
}

/** Replays a whole log (referee events and dispute steps) in log order, skipping replayed ids and illegal entries. */
export function foldMatchLog(events: Iterable<MatchLogEvent>, options: MatchEventOptions = {}): MatchState {
  const seen = new Set<string>();
  let state: MatchState | undefined;
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const result = applyMatchLogEvent(state ?? initialMatchState(), event, options);
    if (result.ok) state = result.state;
  }
  return state ?? initialMatchState();
}
