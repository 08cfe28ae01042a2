import type { Database } from './database';

export interface StandingsRowUpdate {
  teamKey: string;
  MP: number; W: number; D: number; L: number; GF: number; GA: number; GD: number; PTS: number; position: number;
  decidedBy?: string;
}

/** Writes computed standings onto the tournament teams' rows (the consumer owns these numbers). */
export interface StandingsWriter {
  write(tournamentId: string, rows: readonly StandingsRowUpdate[]): Promise<void>;
}

export function dynamoStandingsWriter(db: Database): StandingsWriter {
  const { tournamentTeam } = db.entities;
  return {
    async write(tournamentId, rows) {
      await Promise.all(rows.map(({ teamKey, decidedBy, ...numbers }) => {
        const update = tournamentTeam.patch({ tournamentId, teamKey }).set(decidedBy ? { ...numbers, decidedBy } : numbers);
        return (decidedBy ? update : update.remove(['decidedBy'])).go();
      }));
    },
  };
}
