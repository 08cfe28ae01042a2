import { chunk, commit, TRANSACTION_LIMIT, TransactionCanceled, type Database, type StandingsRow } from '@pitchside/core/data';

/** A team row's new table, as the standings consumer computed it. */
export interface StandingsRowUpdate extends StandingsRow {
  teamKey: string;
  decidedBy?: string;
}

/**
 * How a table write is guarded (docs/delivery.md, "Standings"): `newerOrSame` lands only over rows
 * computed from data no newer than this (a smaller or equal `version`); `replacing` lands only over rows
 * whose version is at most the one the caller saw, for the rare table whose data shrank (a match deleted).
 */
export type StandingsGuard = { newerOrSame: number } | { replacing: number; version: number };

/** Writes computed standings onto the tournament teams' rows (the consumer owns these numbers). */
export interface StandingsWriter {
  /** True when the rows were written; false when a table from newer data is there already (nothing written). */
  write(tournamentId: string, rows: readonly StandingsRowUpdate[], guard: StandingsGuard): Promise<boolean>;
  /** The highest version among these teams' rows, read strongly consistent (0 when none has one). */
  storedVersion(tournamentId: string, teamKeys: readonly string[]): Promise<number>;
}

/** Whether a cancelled transaction was only refused by its conditions (no conflict, which is retried). */
const refusedByCondition = (error: TransactionCanceled) => error.codes.includes('ConditionalCheckFailed') && !error.conflicted;

/**
 * A division's rows are written in one transaction, so nobody reads a half-updated table (one team on its
 * new points, the rest on their old ones), and every row is conditioned on the version it holds, so a
 * slower recompute that read older matches can never put its older table back over a newer one.
 * A division larger than a transaction is written in chunks, each guarded the same way.
 */
export function dynamoStandingsWriter(db: Database): StandingsWriter {
  const { tournamentTeam } = db.entities;
  return {
    async write(tournamentId, rows, guard) {
      const version = 'newerOrSame' in guard ? guard.newerOrSame : guard.version;
      const ceiling = 'newerOrSame' in guard ? guard.newerOrSame : guard.replacing;
      for (const part of chunk(rows, TRANSACTION_LIMIT)) {
        try {
          await commit(
            db.transaction.write(({ tournamentTeam: entity }) =>
              part.map(({ teamKey, decidedBy, ...numbers }) => {
                const values = { ...numbers, standingsVersion: version };
                const update = entity.patch({ tournamentId, teamKey }).set(decidedBy ? { ...values, decidedBy } : values);
                return (decidedBy ? update : update.remove(['decidedBy'])).where((attr, op) => `${op.notExists(attr.standingsVersion)} OR ${op.lte(attr.standingsVersion, ceiling)}`).commit();
              }),
            ),
          );
        } catch (error) {
          if (error instanceof TransactionCanceled && refusedByCondition(error)) return false;
          throw error;
        }
      }
      return true;
    },
    async storedVersion(tournamentId, teamKeys) {
      if (teamKeys.length === 0) return 0;
      const { data } = await tournamentTeam.get(teamKeys.map((teamKey) => ({ tournamentId, teamKey }))).go({ consistent: true, attributes: ['standingsVersion'] });
      return data.reduce((max, item) => Math.max(max, item.standingsVersion ?? 0), 0);
    },
  };
}
