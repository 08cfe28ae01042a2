import { CHECK_IN_MESSAGES } from '../check-in/check-in-messages';
import { DISCIPLINE_MESSAGES } from '../discipline/discipline-rules';
import { MESSAGES } from '../messages';
import { MAX_EVENTS_PER_MATCH } from '../validation/limits';

/** Why an event cannot apply to the match as it stands. Messages are shown to the referee as they are. */
export const MATCH_EVENT_REJECTIONS = {
  not_started: 'Match has not started',
  already_started: 'Match has already started',
  already_completed: 'Match is already completed',
  already_paused: 'Match is already paused',
  not_paused: 'Match is not paused',
  goal_not_found: MESSAGES.goalNotFound,
  invalid_time: 'Invalid event time',
  unknown_event: 'Unknown match event',
  not_knockout: 'Only a knockout match has extra time or penalties',
  not_level: 'Extra time and penalties are only for a level score',
  extra_time_started: 'Extra time has already started',
  penalties_recorded: 'The penalty shoot-out is already recorded',
  penalties_level: 'A penalty shoot-out needs a winner',
  needs_winner: 'A knockout match needs a winner: record extra time or penalties',
  result_confirmed: 'A coach has confirmed this result: only the organizer can reset it now. A coach who disagrees can dispute it.',
  /** A goal or card for a player who sits this match out (shared/discipline): the match sheet refuses it. */
  player_suspended: DISCIPLINE_MESSAGES.playerSuspended,
  /** A goal or card for a player outside the division's age rule (shared/check-in), refused like a suspended one. */
  player_age_ineligible: CHECK_IN_MESSAGES.playerAgeIneligible,
  match_full: `This match already holds ${MAX_EVENTS_PER_MATCH} events, the most it can: nothing more can be recorded on it. Tell the organizer.`,
} as const;
export type MatchEventRejectionCode = keyof typeof MATCH_EVENT_REJECTIONS;

export interface MatchEventRejection {
  code: MatchEventRejectionCode;
  message: string;
  eventId: string;
  eventType: string;
}

export function matchEventRejection(code: MatchEventRejectionCode, event: { id: string; type: string }): MatchEventRejection {
  return { code, message: MATCH_EVENT_REJECTIONS[code], eventId: event.id, eventType: event.type };
}
