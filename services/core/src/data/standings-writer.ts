import type { Database } from './database';
import { chunk, commit, TRANSACTION_LIMIT } from './transactions';

export interface StandingsRowUpdate {
  teamKey: string;
  MP: number; W: number; D: number; L: number; GF: number; GA: number; GD: number; PTS: number; position: number;
  decidedBy?: string;
}

/** Writes computed standings onto the tournament teams' rows (the consumer owns these numbers). */
export interface StandingsWriter {
  write(tournamentId: string, rows: readonly StandingsRowUpdate[]): Promise<void>;
}

/**
 * A division's rows are written in one transaction, so nobody reads a half-updated table (one team on its
 * new points, the rest on their old ones). A division larger than a transaction is written in chunks.
 */
export function dynamoStandingsWriter(db: Database): StandingsWriter {
  return {
    async write(tournamentId, rows) {
      for (const part of chunk(rows, TRANSACTION_LIMIT)) {
        await commit(db.transaction.write(({ tournamentTeam }) => part.map(({ teamKey, decidedBy, ...numbers }) => {
          const update = tournamentTeam.patch({ tournamentId, teamKey }).set(decidedBy ? { ...numbers, decidedBy } : numbers);
          return (decidedBy ? update : update.remove(['decidedBy'])).commit();
        })));
      }
    },
  };
}
