import type { MatchReport, MatchReportRevision, MisconductReport } from '@pitchside/shared';
import { commit, conditionalWrite, type Database } from '@pitchside/core/data';

/** Referees' match reports (docs/decisions/0061): one per match, each amendment keeping the version it replaced. */
export interface MatchReportRepository {
  get(tournamentId: string, matchId: string): Promise<MatchReport | null>;
  revisions(tournamentId: string, matchId: string): Promise<MatchReportRevision[]>;
  /** Every report of the tournament: the disciplinary list shows the misconduct reports beside their suspensions. */
  ofTournament(tournamentId: string): Promise<MatchReport[]>;
  /**
   * Files the first report (only if none exists) or replaces `previous` (only if it is still the stored
   * version), writing `previous` as a revision in the same transaction. False when another write got in first.
   */
  save(tournamentId: string, report: MatchReport, previous: MatchReport | null, by: { uid: string; name: string; at: string }): Promise<boolean>;
}

type ReportItem = {
  tournamentId: string;
  matchId: string;
  refereeId: string;
  refereeName: string;
  homeScore: number;
  awayScore: number;
  notes: string;
  misconduct: string;
  filedAt: string;
  amendedAt?: string;
  version: number;
};

function toReport(item: ReportItem): MatchReport {
  return {
    matchId: item.matchId,
    refereeId: item.refereeId,
    refereeName: item.refereeName,
    homeScore: item.homeScore,
    awayScore: item.awayScore,
    notes: item.notes,
    misconduct: JSON.parse(item.misconduct) as MisconductReport[],
    filedAt: item.filedAt,
    amendedAt: item.amendedAt ?? null,
    version: item.version,
  };
}

export function dynamoMatchReportRepository(db: Database): MatchReportRepository {
  const { matchReport, matchReportRevision } = db.entities;
  const item = (tournamentId: string, report: MatchReport) => ({
    tournamentId,
    matchId: report.matchId,
    refereeId: report.refereeId,
    refereeName: report.refereeName,
    homeScore: report.homeScore,
    awayScore: report.awayScore,
    notes: report.notes,
    misconduct: JSON.stringify(report.misconduct),
    filedAt: report.filedAt,
    ...(report.amendedAt ? { amendedAt: report.amendedAt } : {}),
    version: report.version,
  });
  return {
    async get(tournamentId, matchId) {
      const { data } = await matchReport.get({ tournamentId, matchId }).go();
      return data ? toReport(data) : null;
    },
    async revisions(tournamentId, matchId) {
      const { data } = await matchReportRevision.query.byMatch({ tournamentId, matchId }).go({ pages: 'all' });
      return data.map((revision) => ({ ...(JSON.parse(revision.report) as MatchReport), replacedAt: revision.replacedAt, replacedBy: revision.replacedBy, replacedByName: revision.replacedByName }));
    },
    async ofTournament(tournamentId) {
      const { data } = await matchReport.query.byTournament({ tournamentId }).go({ pages: 'all' });
      return data.map(toReport);
    },
    save(tournamentId, report, previous, by) {
      if (!previous) return conditionalWrite(() => matchReport.create(item(tournamentId, report)).go());
      return conditionalWrite(() =>
        commit(
          db.transaction.write(({ matchReport: reports, matchReportRevision: revisions }) => [
            reports
              .put(item(tournamentId, report))
              .where((attr, op) => op.eq(attr.version, previous.version))
              .commit(),
            revisions
              .create({ tournamentId, matchId: report.matchId, version: previous.version, report: JSON.stringify(previous), replacedAt: by.at, replacedBy: by.uid, replacedByName: by.name })
              .commit(),
          ]),
        ),
      );
    },
  };
}
