import type { Database } from './database';
import { deletePaged } from './transactions';

const PAGE = 100;

/**
 * Deletes a tournament's referee records (issue 34): match reports with their earlier versions, the rate
 * card and the paid marks. Nothing outside the tournament names them. Revisions before their report, so a
 * crash half way leaves a report a second delete finds again.
 */
export async function deleteRefereeRecords(db: Database, tournamentId: string): Promise<void> {
  const { matchReport, matchReportRevision, refereePayRates, refereePayment } = db.entities;
  await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await matchReport.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'matchId'] });
      return { keys: data, cursor: next };
    },
    async (reports) => {
      for (const report of reports) {
        const { data } = await matchReportRevision.query.byMatch(report).go({ pages: 'all', attributes: ['tournamentId', 'matchId', 'version'] });
        if (data.length > 0) await matchReportRevision.delete(data).go();
      }
      return matchReport.delete(reports).go();
    },
  );
  await deletePaged(
    async (cursor) => {
      const { data, cursor: next } = await refereePayment.query.byTournament({ tournamentId }).go({ cursor, limit: PAGE, attributes: ['tournamentId', 'refereeId'] });
      return { keys: data, cursor: next };
    },
    (keys) => refereePayment.delete(keys).go(),
  );
  await refereePayRates.delete({ tournamentId }).go();
}
