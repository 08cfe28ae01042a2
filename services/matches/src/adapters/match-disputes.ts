import type { DisputeLogEvent, MatchDispute, MatchState } from '@pitchside/shared';
import { commit, conditionalWrite, type Database, type MatchRecord } from '@pitchside/core/data';

/**
 * Writes of the dispute flow. Each step (a coach disputes, the organizer upholds or corrects) changes the
 * match item and appends its row to the match's event log in one transaction, conditioned on the version
 * the caller read: a dispute racing a confirmation, or two organizers resolving at once, never both win.
 */
export interface MatchDisputeRepository {
  /**
   * The match's disputes become `disputes`; with `result` (a correction) its score too. False when the
   * match moved on since `match.version` was read (the caller re-reads and decides again).
   */
  commitStep(input: {
    match: MatchRecord;
    disputes: readonly MatchDispute[];
    result?: Pick<MatchState, 'homeScore' | 'awayScore' | 'lastScoreUpdate' | 'lastUpdate'>;
    event: DisputeLogEvent;
    by: { uid: string; name: string };
    recordedAt: string;
  }): Promise<boolean>;
}

/** ElectroDB refuses null inside a map: the domain's nulls are left out. */
type StoredDispute = { [K in keyof MatchDispute]: Exclude<MatchDispute[K], null> | (null extends MatchDispute[K] ? undefined : never) };
function storedDispute(dispute: MatchDispute): StoredDispute {
  return Object.fromEntries(Object.entries(dispute).filter(([, value]) => value !== null && value !== undefined)) as StoredDispute;
}

export function dynamoMatchDisputeRepository(db: Database): MatchDisputeRepository {
  return {
    commitStep({ match: current, disputes, result, event, by, recordedAt }) {
      const key = { tournamentId: current.tournamentId, matchId: current.matchId };
      const set = {
        disputes: disputes.map(storedDispute),
        appliedEventIds: [...current.appliedEventIds, event.id],
        version: current.version + 1,
        ...(result
          ? {
              homeScore: result.homeScore,
              awayScore: result.awayScore,
              // A coach confirmed the score this replaces: that confirmation no longer stands.
              scoreConfirmations: [],
              ...(result.lastScoreUpdate ? { lastScoreUpdate: result.lastScoreUpdate } : {}),
              ...(result.lastUpdate ? { lastUpdate: result.lastUpdate } : {}),
            }
          : {}),
      };
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ match, matchEvent }) => [
            match
              .patch(key)
              .set(set)
              .where((attr, op) => op.eq(attr.version, current.version))
              .commit(),
            matchEvent.create({ ...key, seq: current.version + 1, eventId: event.id, type: event.type, event: JSON.stringify(event), at: event.at, by: by.uid, byName: by.name, recordedAt }).commit(),
          ]),
        ),
      );
    },
  };
}
