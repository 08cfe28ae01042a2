import { RUNNING_MATCH_STATUSES, type MatchEvent, type MatchLogEvent, type MatchState, type ScoreConfirmation } from '@pitchside/shared';
import { commit, conditionalWrite as conditional, toMatch, type Database, type MatchRecord } from '@pitchside/core/data';

export interface MatchEventRecord {
  seq: number;
  eventId: string;
  type: string;
  /** A referee's event, or a dispute step (opened, upheld, score corrected). */
  event: MatchLogEvent;
  at: string;
  by: string;
  byName: string;
  recordedAt: string;
}

export interface MatchIncidentRecord {
  incidentId: string;
  teamType: 'home' | 'away';
  playerName: string;
  minute?: number;
  injury: string;
  treatment: string;
  returnedToPlay: boolean;
  recordedBy: string;
  recordedByName: string;
  recordedAt: string;
}

/**
 * Writes to a running match. Each write is conditioned on the version the caller read (optimistic
 * locking): when two phones act at once, one wins and the other reads again and re-applies, so no
 * event is lost and none counts twice.
 */
export interface MatchLiveRepository {
  /** The next state and the event's audit row, together, if the match is still at `match.version`. */
  commitEvent(input: { match: MatchRecord; next: MatchState; event: MatchEvent; by: { uid: string; name: string }; recordedAt: string }): Promise<boolean>;
  events(tournamentId: string, matchId: string): Promise<MatchEventRecord[]>;
  assignReferee(match: MatchRecord, referee: { uid: string; name: string } | null, assignedAt: string): Promise<boolean>;
  /**
   * Every assignment of a batch in one transaction (at most TRANSACTION_LIMIT), each only if its match is
   * still at the version read: all land or none does; false when any match moved on.
   */
  assignReferees(assignments: readonly { match: MatchRecord; referee: { uid: string; name: string } | null }[], assignedAt: string): Promise<boolean>;
  addConfirmation(match: MatchRecord, confirmation: ScoreConfirmation): Promise<boolean>;
  /** Matches whose clock is running (in progress, resumed, or the legacy live), for the sweep. */
  listRunning(): Promise<MatchRecord[]>;
  /** The matches assigned to a referee, by date. */
  listByReferee(refereeId: string): Promise<MatchRecord[]>;
  addIncident(tournamentId: string, matchId: string, incident: MatchIncidentRecord): Promise<void>;
  incidents(tournamentId: string, matchId: string): Promise<MatchIncidentRecord[]>;
}

const TIMESTAMPS = ['startedAt', 'pausedAt', 'resumedAt', 'completedAt', 'lastScoreUpdate', 'lastGoalAt', 'lastCardAt', 'lastUpdate'] as const;

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as T;
}

export function dynamoMatchLiveRepository(db: Database): MatchLiveRepository {
  const { match, matchEvent, matchIncident } = db.entities;
  const key = (record: MatchRecord) => ({ tournamentId: record.tournamentId, matchId: record.matchId });

  return {
    commitEvent({ match: current, next, event, by, recordedAt }) {
      const set = {
        status: next.status,
        homeScore: next.homeScore,
        awayScore: next.awayScore,
        goals: next.goals.map(withoutEmpty),
        cards: next.cards.map(withoutEmpty),
        previousPauseTime: next.previousPauseTime,
        appliedEventIds: next.appliedEventIds,
        version: current.version + 1,
        // A reset erases the result: the confirmations and disputes about it go with it (docs: confirmed results).
        ...(event.type === 'reset' ? { scoreConfirmations: [], disputes: [] } : {}),
        ...Object.fromEntries(TIMESTAMPS.filter((name) => next[name] !== null).map((name) => [name, next[name] as string])),
      };
      // Knockout: extra time and the shoot-out are set when they happen and removed again by a reset.
      const knockoutSet = {
        ...(next.extraTimeStartedAt ? { extraTimeStartedAt: next.extraTimeStartedAt } : {}),
        ...(next.homePenalties != null && next.awayPenalties != null ? { homePenalties: next.homePenalties, awayPenalties: next.awayPenalties } : {}),
      };
      Object.assign(set, knockoutSet);
      const knockoutRemove = [
        ...(!next.extraTimeStartedAt && current.extraTimeStartedAt ? (['extraTimeStartedAt'] as const) : []),
        ...(next.homePenalties == null && current.homePenalties != null ? (['homePenalties', 'awayPenalties'] as const) : []),
      ];
      const remove = [...TIMESTAMPS.filter((name) => next[name] === null && current[name] !== null), ...knockoutRemove];
      return conditional(() =>
        commit(
          db.transaction.write(({ match: matches, matchEvent: events }) => [
            (remove.length > 0 ? matches.patch(key(current)).set(set).remove(remove) : matches.patch(key(current)).set(set)).where((attr, op) => op.eq(attr.version, current.version)).commit(),
            events
              .create({
                ...key(current),
                seq: current.version + 1,
                eventId: event.id,
                type: event.type,
                event: JSON.stringify(event),
                at: event.at,
                by: by.uid,
                byName: by.name,
                recordedAt,
              })
              .commit(),
          ]),
        ),
      );
    },
    async events(tournamentId, matchId) {
      const { data } = await matchEvent.query.byMatch({ tournamentId, matchId }).go({ pages: 'all' });
      return data.map((item) => ({
        seq: item.seq,
        eventId: item.eventId,
        type: item.type,
        event: JSON.parse(item.event) as MatchLogEvent,
        at: item.at,
        by: item.by,
        byName: item.byName,
        recordedAt: item.recordedAt,
      }));
    },
    assignReferee(current, referee, assignedAt) {
      return this.assignReferees([{ match: current, referee }], assignedAt);
    },
    assignReferees(assignments, assignedAt) {
      return conditional(() =>
        commit(
          db.transaction.write(({ match: matches }) =>
            assignments.map(({ match: current, referee }) => {
              // The referee index is sparse on refereeId and sorted by date: ElectroDB needs both to (re)write or drop it.
              const base = matches
                .patch(key(current))
                .set(
                  referee
                    ? { refereeId: referee.uid, refereeName: referee.name, assignedAt, date: current.date, version: current.version + 1 }
                    : { refereeId: '', date: current.date, version: current.version + 1 },
                );
              const update = referee ? base : base.remove(['refereeName', 'assignedAt']);
              return update.where((attr, op) => op.eq(attr.version, current.version)).commit();
            }),
          ),
        ),
      );
    },
    addConfirmation(current, confirmation) {
      return conditional(() =>
        match
          .patch(key(current))
          .set({ scoreConfirmations: [...current.scoreConfirmations, confirmation].map(withoutEmpty), version: current.version + 1 })
          .where((attr, op) => op.eq(attr.version, current.version))
          .go(),
      );
    },
    async listRunning() {
      const pages = await Promise.all(RUNNING_MATCH_STATUSES.map((status) => match.query.byRunning({ status }).go({ pages: 'all' })));
      return pages.flatMap(({ data }) => data.map(toMatch));
    },
    async listByReferee(refereeId) {
      const { data } = await match.query.byReferee({ refereeId }).go({ pages: 'all' });
      return data.map(toMatch);
    },
    async addIncident(tournamentId, matchId, incident) {
      await matchIncident.create({ tournamentId, matchId, ...withoutEmpty(incident) }).go();
    },
    async incidents(tournamentId, matchId) {
      const { data } = await matchIncident.query.byMatch({ tournamentId, matchId }).go({ pages: 'all' });
      return data.map(({ tournamentId: _t, matchId: _m, ...incident }) => incident as MatchIncidentRecord);
    },
  };
}
