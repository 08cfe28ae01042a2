import type { DurationsInput } from '../constants/match-durations';
import type { TeamType } from '../entities/common';
import { type Instant, toEpochMs } from '../time/instant';
import { knockoutWinner } from './knockout-winner';
import { matchClock } from './match-clock';
import type { MatchEvent } from './match-event';
import { type MatchEventRejection, type MatchEventRejectionCode, matchEventRejection as rejection } from './match-event-rejection';
import { initialMatchState, type MatchState } from './match-state';
import { MAX_EVENTS_PER_MATCH } from '../validation/limits';

/** `duplicate` is true when the event's id was applied before: the state is returned unchanged. */
export type ApplyMatchEventResult = { ok: true; state: MatchState; duplicate: boolean } | { ok: false; rejection: MatchEventRejection };

export interface MatchEventOptions {
  /** The tournament's durations, used to read the minute of a goal or card off the clock. */
  durations?: DurationsInput;
  /** A knockout match: it may go to extra time and penalties, and cannot be completed level. */
  knockout?: boolean;
}

const scoreKey = (teamType: TeamType) => (teamType === 'home' ? 'homeScore' : 'awayScore');

/**
 * Applies one event to a match, or says why it cannot: the server applies events one at a time and
 * refuses illegal ones. Only 'reset' is allowed on a completed match; only 'start' and 'reset' before
 * kick-off. Goals and cards are accepted while paused (referees stop the clock to note them) and after
 * the nominal full time (stoppage time) as long as the match is not completed.
 *
 * Knockout matches (`options.knockout`): a level one may go to extra time (once) and to penalties (the
 * shoot-out's result, which must have a winner; no goals after it); one that is level without a shoot-out
 * cannot be completed. Any other match refuses extra time and penalties.
 */
export function applyMatchEvent(state: MatchState, event: MatchEvent, options: MatchEventOptions = {}): ApplyMatchEventResult {
  if (state.appliedEventIds.includes(event.id)) return { ok: true, state, duplicate: true };
  if (state.appliedEventIds.length >= MAX_EVENTS_PER_MATCH) return reject('match_full', event);
  // The format is ISO 8601; epoch milliseconds from older logs are read too rather than refused.
  const ms = toEpochMs(event.at as Instant);
  if (Number.isNaN(ms)) return reject('invalid_time', event);
  const at = new Date(ms).toISOString();

  const next = transition(state, event, ms, at, options);
  if ('code' in next) return { ok: false, rejection: next };
  const lastUpdate = event.type === 'reset' ? null : at;
  return { ok: true, state: { ...next, lastUpdate, appliedEventIds: [...state.appliedEventIds, event.id] }, duplicate: false };
}

function transition(state: MatchState, event: MatchEvent, ms: number, at: string, options: MatchEventOptions): MatchState | MatchEventRejection {
  if (event.type === 'reset') return initialMatchState(state.appliedEventIds);
  if (state.status === 'completed') return rejection('already_completed', event);
  if (event.type === 'start') return state.status === '' ? { ...state, status: 'in_progress', startedAt: at } : rejection('already_started', event);
  if (state.status === '') return rejection('not_started', event);

  switch (event.type) {
    case 'pause':
      return state.status === 'paused' ? rejection('already_paused', event) : { ...state, status: 'paused', pausedAt: at };
    case 'resume':
      if (state.status !== 'paused') return rejection('not_paused', event);
      return { ...state, status: 'resumed', resumedAt: at, previousPauseTime: state.previousPauseTime + pauseLength(state, ms) };
    case 'complete':
      if (options.knockout && knockoutWinner(state) === null) return rejection('needs_winner', event);
      // Completing from a pause closes that pause, so the clock stops where the referee paused it.
      return {
        ...state,
        status: 'completed',
        completedAt: at,
        previousPauseTime: state.status === 'paused' ? state.previousPauseTime + pauseLength(state, ms) : state.previousPauseTime,
      };
    case 'extra-time':
      if (!options.knockout) return rejection('not_knockout', event);
      if (isDecidedOnPenalties(state)) return rejection('penalties_recorded', event);
      if (state.extraTimeStartedAt) return rejection('extra_time_started', event);
      if (state.homeScore !== state.awayScore) return rejection('not_level', event);
      // Play goes on: a match paused at full time resumes with the first period of extra time.
      return state.status === 'paused'
        ? { ...state, extraTimeStartedAt: at, status: 'resumed', resumedAt: at, previousPauseTime: state.previousPauseTime + pauseLength(state, ms) }
        : { ...state, extraTimeStartedAt: at };
    case 'penalties':
      if (!options.knockout) return rejection('not_knockout', event);
      if (isDecidedOnPenalties(state)) return rejection('penalties_recorded', event);
      if (state.homeScore !== state.awayScore) return rejection('not_level', event);
      if (event.homePenalties === event.awayPenalties) return rejection('penalties_level', event);
      return { ...state, homePenalties: event.homePenalties, awayPenalties: event.awayPenalties };
    case 'goal': {
      if (isDecidedOnPenalties(state)) return rejection('penalties_recorded', event);
      const { id, teamType, playerId, playerName, jerseyNumber } = event;
      const matchTime = event.matchTime ?? minuteAt(state, ms, options);
      const goal = { id, playerId, playerName, teamType, matchTime, timestamp: at, ...(jerseyNumber === undefined ? {} : { jerseyNumber }) };
      const key = scoreKey(teamType);
      return { ...state, goals: [...state.goals, goal], [key]: state[key] + 1, lastGoalAt: at, lastScoreUpdate: at };
    }
    case 'goal-removed': {
      const goal = state.goals.find((candidate) => candidate.id === event.goalId);
      if (!goal) return rejection('goal_not_found', event);
      const key = scoreKey(goal.teamType);
      // Spec §4: never below 0, even when a score was set without its goals (older data).
      return { ...state, goals: state.goals.filter((g) => g !== goal), [key]: Math.max(0, state[key] - 1), lastScoreUpdate: at };
    }
    case 'card': {
      const { id, teamType, playerId, playerName, cardType, jerseyNumber } = event;
      const card = { id, playerId, playerName, teamType, cardType, minute: event.minute ?? minuteAt(state, ms, options), timestamp: at, ...(jerseyNumber === undefined ? {} : { jerseyNumber }) };
      return { ...state, cards: [...state.cards, card], lastCardAt: at };
    }
    default:
      return rejection('unknown_event', event as { id: string; type: string });
  }
}

const isDecidedOnPenalties = (state: MatchState) => state.homePenalties != null && state.awayPenalties != null;

/** How long the current pause lasted; a resume stamped before its pause counts as no pause. */
function pauseLength(state: MatchState, ms: number): number {
  const pausedAt = state.pausedAt ? Date.parse(state.pausedAt) : ms;
  return Math.max(0, ms - pausedAt);
}

function minuteAt(state: MatchState, ms: number, options: MatchEventOptions): number {
  return matchClock(state, ms, options.durations).minute;
}

function reject(code: MatchEventRejectionCode, event: MatchEvent): ApplyMatchEventResult {
  return { ok: false, rejection: rejection(code, event) };
}
