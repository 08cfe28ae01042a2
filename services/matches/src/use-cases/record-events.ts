import {
  applyMatchEvent,
  currentMatchStatus,
  fieldErrors,
  MATCH_EVENT_REJECTIONS,
  matchEventSchema,
  MESSAGES,
  METRIC,
  type MatchEvent,
  type MatchEventOutcome,
  type MatchState,
  type RecordMatchEventsResult,
} from '@pitchside/shared';
import { ConflictError, NotFoundError, type Actor } from '@pitchside/core';
import { isItemTooLarge, type MatchRecord } from '@pitchside/core/data';
import { recordMetric } from '@pitchside/core/observability';
import type { MatchesPorts } from '../ports';
import { assertAllowed, durationsOf, loadMatchContext, matchPolicy, type MatchContext } from './match-context';
import { toMatchView } from './match-view';
import { notifyMatchEvent } from './notify-match-event';
import { ageIneligibleIn } from './check-in-squads';
import { suspendedIn } from './discipline-read';
import { publishStandingsChange, republishOnRetry } from './standings-change';

/**
 * Concurrent writers on one match retry (each retry re-reads it) until this much time has gone, well inside
 * the API's 10-second function timeout; only then is the phone told 'busy' (its queue sends the event again).
 */
const RETRY_BUDGET_MS = 7000;

export function stateOf(match: MatchRecord): MatchState {
  const { status, homeScore, awayScore, goals, cards, startedAt, pausedAt, resumedAt, completedAt, previousPauseTime, lastScoreUpdate, lastGoalAt, lastCardAt, lastUpdate, appliedEventIds } = match;
  return {
    status: currentMatchStatus(status),
    homeScore,
    awayScore,
    goals,
    cards,
    startedAt,
    pausedAt,
    resumedAt,
    completedAt,
    previousPauseTime,
    lastScoreUpdate,
    lastGoalAt,
    lastCardAt,
    lastUpdate,
    appliedEventIds,
    extraTimeStartedAt: match.extraTimeStartedAt ?? null,
    homePenalties: match.homePenalties ?? null,
    awayPenalties: match.awayPenalties ?? null,
  };
}

/**
 * Full-jitter exponential backoff: with many phones on one match, each round lets one writer through and
 * spreads the others out further, so the losers stop colliding instead of retrying in lockstep.
 */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(250, 10 * 2 ** Math.min(attempt, 5))));

/** The event's write, or 'full' when DynamoDB refused it for the item's size: no retry makes room, so it is an answer, not a race. */
async function commitOrFull(ports: MatchesPorts, input: Parameters<MatchesPorts['live']['commitEvent']>[0]): Promise<boolean | 'full'> {
  try {
    return await ports.live.commitEvent(input);
  } catch (error) {
    if (isItemTooLarge(error)) return 'full';
    throw error;
  }
}

/**
 * Applies one event to the match as it is now: re-read and re-applied when another phone wrote first
 * (optimistic locking), a no-op when its id was applied before, refused with the domain's message when
 * illegal for the match's state. Results and tables follow through the match-events queue.
 */
export async function applyOne(ports: MatchesPorts, context: MatchContext, event: MatchEvent, by: { uid: string; name: string }): Promise<{ outcome: MatchEventOutcome; match: MatchRecord }> {
  let match = context.match;
  const giveUpAt = Date.now() + RETRY_BUDGET_MS;
  for (let attempt = 0; Date.now() < giveUpAt; attempt += 1) {
    if (match.appliedEventIds.includes(event.id)) {
      await republishOnRetry(ports, event.type, match);
      return { outcome: { eventId: event.id, outcome: 'duplicate' }, match };
    }
    const result = applyMatchEvent(stateOf(match), event, { durations: durationsOf(context.tournament), knockout: match.stage === 'knockout' });
    if (!result.ok) return { outcome: { eventId: event.id, outcome: 'rejected', code: result.rejection.code, message: result.rejection.message }, match };
    if (result.duplicate) return { outcome: { eventId: event.id, outcome: 'duplicate' }, match };
    const committed = await commitOrFull(ports, { match, next: result.state, event, by, recordedAt: ports.clock.now().toISOString() });
    if (committed === 'full') return { outcome: { eventId: event.id, outcome: 'rejected', code: 'match_full', message: MATCH_EVENT_REJECTIONS.match_full }, match };
    if (committed) {
      const committed: MatchRecord = { ...match, ...result.state, ...(event.type === 'reset' ? { scoreConfirmations: [], disputes: [] } : {}), version: match.version + 1 };
      await publishStandingsChange(ports, match, committed);
      await notifyMatchEvent(ports, match, event);
      return { outcome: { eventId: event.id, outcome: 'applied' }, match: committed };
    }
    await backoff(attempt);
    const fresh = await ports.matches.get(match.tournamentId, match.matchId);
    if (!fresh) throw new NotFoundError(MESSAGES.matchNotFound);
    match = fresh;
  }
  throw new ConflictError('The match is busy: try again', 'match_busy');
}

/**
 * A result a coach has confirmed is no longer the referee's to change: only the organizer (an admin, who
 * may run any match) resets it, and the coaches are asked again when it is complete. Otherwise a replay
 * would stand with the old confirmation attached and the coach's dispute refused as 'already confirmed'.
 */
function confirmedResultRefusal(context: MatchContext, event: MatchEvent): MatchEventOutcome | null {
  if (event.type !== 'reset' || context.match.scoreConfirmations.length === 0 || context.membership.role.admin) return null;
  return { eventId: event.id, outcome: 'rejected', code: 'result_confirmed', message: MATCH_EVENT_REJECTIONS.result_confirmed };
}

/**
 * The match sheet refuses a goal or card for a player who sits this match out. A replay of an event the
 * match already holds is let through to be answered 'duplicate', whatever was decided since.
 */
async function suspendedPlayerRefusal(
  context: MatchContext,
  event: MatchEvent,
  isSuspended: (playerId: string) => Promise<boolean>,
  isAgeIneligible: (playerId: string) => Promise<boolean>,
): Promise<MatchEventOutcome | null> {
  if ((event.type !== 'goal' && event.type !== 'card') || context.match.appliedEventIds.includes(event.id)) return null;
  if (await isSuspended(event.playerId)) return { eventId: event.id, outcome: 'rejected', code: 'player_suspended', message: MATCH_EVENT_REJECTIONS.player_suspended };
  if (await isAgeIneligible(event.playerId)) return { eventId: event.id, outcome: 'rejected', code: 'player_age_ineligible', message: MATCH_EVENT_REJECTIONS.player_age_ineligible };
  return null;
}

/** A console's events, in order; each answered on its own so the console knows what to drop from its queue. */
export async function recordMatchEvents(ports: MatchesPorts, actor: Actor, tournamentId: string, matchId: string, events: readonly unknown[]): Promise<RecordMatchEventsResult> {
  const context = await loadMatchContext(ports, actor, tournamentId, matchId, { teams: false });
  assertAllowed(matchPolicy.run(context, actor));
  // The assigned referee's name is on the match already; only someone else costs a profile read.
  const name = context.match.refereeId === actor.uid && context.match.refereeName ? context.match.refereeName : ((await ports.users.findByUid(actor.uid))?.displayName ?? actor.displayName);
  const by = { uid: actor.uid, name };
  const results: MatchEventOutcome[] = [];
  let current = context;
  // Read once per request and only when the batch names a player: most events (start, pause, …) never need it.
  let suspended: Promise<Set<string>> | undefined;
  const isSuspended = (playerId: string) => (suspended ??= suspendedIn(ports, context.match)).then((players) => players.has(playerId));
  let ageIneligible: Promise<Set<string>> | undefined;
  const isAgeIneligible = (playerId: string) => (ageIneligible ??= ageIneligibleIn(ports, context.tournament.orgId, context.match)).then((players) => players.has(playerId));
  for (const raw of events) {
    const parsed = matchEventSchema.safeParse(raw);
    if (!parsed.success) {
      const eventId = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : '';
      recordMetric(METRIC.eventsRejected);
      results.push({
        eventId,
        outcome: 'rejected',
        code: 'invalid_event',
        message: Object.entries(fieldErrors(parsed.error))
          .map(([field, message]) => `${field}: ${message}`)
          .join('; '),
      });
      continue;
    }
    const refusal = confirmedResultRefusal(current, parsed.data) ?? (await suspendedPlayerRefusal(current, parsed.data, isSuspended, isAgeIneligible));
    if (refusal) {
      recordMetric(METRIC.eventsRejected);
      results.push(refusal);
      continue;
    }
    const { outcome, match } = await applyOne(ports, current, { ...parsed.data, by: actor.uid }, by);
    if (outcome.outcome === 'applied') {
      recordMetric(METRIC.eventsApplied);
      if (parsed.data.type === 'goal') recordMetric(METRIC.goals);
    } else if (outcome.outcome === 'rejected') recordMetric(METRIC.eventsRejected);
    results.push(outcome);
    current = { ...current, match };
  }
  return { match: toMatchView(current, actor, ports.clock.now()), results };
}
