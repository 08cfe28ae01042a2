import type { MatchEventRejectionCode } from '@pitchside/shared';
import type { IntlShape } from 'react-intl';
import type { RejectedEvent } from './match-sync';

/** Catalog ids of every reason the match refuses an event (shared/match/match-event-rejection.ts). */
export const REJECTION_MESSAGES: Record<MatchEventRejectionCode, string> = {
  not_started: 'console.refused.notStarted',
  already_started: 'console.refused.alreadyStarted',
  already_completed: 'console.refused.alreadyCompleted',
  already_paused: 'console.refused.alreadyPaused',
  not_paused: 'console.refused.notPaused',
  goal_not_found: 'console.refused.goalNotFound',
  invalid_time: 'console.refused.invalidTime',
  unknown_event: 'console.refused.unknownEvent',
  not_knockout: 'console.refused.notKnockout',
  not_level: 'console.refused.notLevel',
  extra_time_started: 'console.refused.extraTimeStarted',
  penalties_recorded: 'console.refused.penaltiesRecorded',
  penalties_level: 'console.refused.penaltiesLevel',
  needs_winner: 'console.refused.needsWinner',
  result_confirmed: 'console.refused.resultConfirmed',
  match_full: 'console.refused.matchFull',
  player_suspended: 'console.refused.playerSuspended',
  player_age_ineligible: 'checkIn.playerAgeIneligible',
};

/**
 * A refusal in the console's language, by its code (the server words it in English, the spec's text).
 * A code this build does not know (a newer server) keeps the server's words rather than showing nothing.
 */
export function rejectionText(intl: IntlShape, rejection: Pick<RejectedEvent, 'code' | 'message'>): string {
  const id = (REJECTION_MESSAGES as Record<string, string | undefined>)[rejection.code];
  return id ? intl.formatMessage({ id }) : rejection.message;
}
