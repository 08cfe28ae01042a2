import type { SQSRecord } from 'aws-lambda';
import { matchEventsMessageSchema, type MatchEventsMessage } from '@pitchside/shared';
import type { MatchRepository, TournamentRepository } from '@pitchside/core/data';
import { unsharedScope, type BatchScope } from '@pitchside/core/messaging';
import { logger } from '@pitchside/core/observability';
import { pushMatch, type PushPorts } from './push-match';

export interface LiveFanOutPorts extends PushPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  matches: Pick<MatchRepository, 'getCurrent'>;
}

/**
 * Pushes the match a message announces to its spectators: the match, its division, both teams and the
 * overview's digest (`pushMatch`). The message only says which match; the match itself is read fresh, so a
 * repeated, late or reordered message pushes the current state, never an older one, and the push carries
 * the match's version for the phones to keep the newest. Records of one match in one batch push once: every
 * one of them was sent before the batch was read.
 */
export async function pushMatchChange(ports: LiveFanOutPorts, message: MatchEventsMessage, batch: BatchScope = unsharedScope): Promise<{ pushed: boolean }> {
  const { tournamentId, matchId } = message;
  // A reset of every match of a tournament names none: spectators' pages refetch on their own.
  if (!matchId) return { pushed: false };
  const pushed = await batch.once(`push:${tournamentId}/${matchId}`, async () => {
    const tournament = await batch.once(`tournament:${tournamentId}`, () => ports.tournaments.get(tournamentId));
    if (!tournament) {
      logger.info('Live push skipped: tournament is gone', { tournamentId });
      return false;
    }
    // A draft is private everywhere: REST answers 404 for it, so no socket may hear of its matches either.
    if (tournament.draft) {
      logger.info('Live push skipped: tournament is a draft', { tournamentId });
      return false;
    }
    // Strongly consistent: an eventually consistent read could return the match from before the write this
    // message announces, and the phones would miss the newest change until some later push.
    const [match] = await ports.matches.getCurrent(tournamentId, [matchId]);
    if (!match) return false;
    await pushMatch(ports, tournament, match);
    return true;
  });
  return { pushed };
}

/**
 * One record of the live queue. A body that is not a match-events message throws: the record is reported
 * failed on its own, and after the queue's receives it rests in the DLQ.
 */
export function liveFanOutRecord(ports: LiveFanOutPorts) {
  return async (record: SQSRecord, batch: BatchScope): Promise<MatchEventsMessage> => {
    const message = matchEventsMessageSchema.parse(JSON.parse(record.body));
    await pushMatchChange(ports, message, batch);
    return message;
  };
}
