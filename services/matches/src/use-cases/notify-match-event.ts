import type { MatchEvent, NotificationRequest } from '@pitchside/shared';
import { notifyQuietly } from '@pitchside/core';
import { type MatchRecord } from '@pitchside/core/data';
import type { MatchesPorts } from '../ports';

/**
 * What phones hear of an applied event: kick-off, a goal (the sender reads its scorer), half-time (the first
 * pause of a match not yet resumed), full-time (and the coaches are asked to confirm the score). Cards,
 * resumes and corrections tell nobody. Queued after the commit; a queue failure never fails the event.
 */
export function notificationsFor(before: MatchRecord, event: MatchEvent): NotificationRequest[] {
  const { tournamentId, matchId } = before;
  switch (event.type) {
    case 'start':
      return [{ kind: 'kickoff', tournamentId, matchId }];
    case 'goal':
      return [{ kind: 'goal', tournamentId, matchId, goalId: event.id }];
    case 'pause':
      return before.resumedAt || before.pausedAt ? [] : [{ kind: 'halftime', tournamentId, matchId }];
    case 'complete':
      return [
        { kind: 'fulltime', tournamentId, matchId },
        { kind: 'confirmationAwaited', tournamentId, matchId },
      ];
    default:
      return [];
  }
}

export async function notifyMatchEvent(ports: Pick<MatchesPorts, 'notifications'>, before: MatchRecord, event: MatchEvent): Promise<void> {
  await notifyQuietly(ports.notifications, ...notificationsFor(before, event));
}
