import './referee-report.css';
import { FileTextOutlined } from '@ant-design/icons';
import { MATCH_REPORT_LIMITS, type MatchReport, type MatchView } from '@pitchside/shared';
import { Alert, App, Button, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { StandaloneNumberField } from '../../../components/number-field';
import { playerDisplayName } from '../../../i18n/player-name';
import { errorMessage } from '../../../lib/api-client';
import { useFileMatchReport, useMatchReport } from '../api/match-report';
import { dateTime } from '../format';

/**
 * The referee's match report (issue 34): after full time the match's referee confirms the result, writes
 * notes and a misconduct report for each red card (with the extra matches they recommend); they may amend
 * it later. The organizer and the assignor read it, with its earlier versions. Phone first: one column.
 */
export function RefereeReportSection({ match }: { match: MatchView }) {
  const intl = useIntl();
  const canFile = Boolean(match.can.fileReport) && match.status === 'completed';
  const canRead = Boolean(match.can.readReport) || canFile;
  const report = useMatchReport(match.tournamentId, match.matchId, canRead);
  const [editing, setEditing] = useState(false);
  if (!canRead) return null;
  const filed = report.data?.report ?? null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="referee-report-title">
      <h2 className="ps-card__title" id="referee-report-title">
        <FileTextOutlined aria-hidden /> {intl.formatMessage({ id: 'refereeReport.title' })}
      </h2>
      {report.isError && <Alert type="error" showIcon title={errorMessage(report.error)} />}
      {report.isSuccess && !filed && !canFile && <p className="ps-muted">{intl.formatMessage({ id: 'refereeReport.none' })}</p>}
      {filed && !editing && <FiledReport report={filed} match={match} revisions={report.data?.revisions.length ?? 0} />}
      {canFile && report.isSuccess && (!filed || editing) && <ReportForm match={match} filed={filed} onDone={() => setEditing(false)} />}
      {canFile && filed && !editing && (
        <Button size="large" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'refereeReport.amend' })}
        </Button>
      )}
    </section>
  );
}

function FiledReport({ report, match, revisions }: { report: MatchReport; match: MatchView; revisions: number }) {
  const intl = useIntl();
  return (
    <div className="pm-referee-report">
      <p>
        <strong>
          {match.homeTeam} {report.homeScore}–{report.awayScore} {match.awayTeam}
        </strong>
      </p>
      {report.notes && <p className="pm-referee-report__notes">{report.notes}</p>}
      {report.misconduct.map((entry) => (
        <div key={entry.cardId} className="pm-referee-report__misconduct">
          <p>
            <strong>
              {intl.formatMessage({ id: 'refereeReport.misconductOf' }, { player: playerDisplayName(intl, entry.playerName), team: entry.teamType === 'home' ? match.homeTeam : match.awayTeam })}
            </strong>
          </p>
          <p>{entry.description}</p>
          <p className="ps-muted">{intl.formatMessage({ id: 'refereeReport.recommended' }, { matches: entry.recommendedExtraMatches })}</p>
        </div>
      ))}
      <p className="ps-muted">
        {intl.formatMessage({ id: report.amendedAt ? 'refereeReport.amendedBy' : 'refereeReport.filedBy' }, { name: report.refereeName, at: dateTime(report.amendedAt ?? report.filedAt) })}
        {revisions > 0 && ` · ${intl.formatMessage({ id: 'refereeReport.versions' }, { count: revisions + 1 })}`}
      </p>
    </div>
  );
}

interface MisconductDraft {
  description: string;
  recommendedExtraMatches: number | null;
}

function ReportForm({ match, filed, onDone }: { match: MatchView; filed: MatchReport | null; onDone: () => void }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const file = useFileMatchReport(match.tournamentId, match.matchId);
  const reds = match.cards.filter((card) => card.cardType === 'red');
  const [notes, setNotes] = useState(filed?.notes ?? '');
  const [drafts, setDrafts] = useState<Record<string, MisconductDraft>>(() =>
    Object.fromEntries(
      reds.map((card) => {
        const previous = filed?.misconduct.find((entry) => entry.cardId === card.id);
        return [card.id, { description: previous?.description ?? '', recommendedExtraMatches: previous?.recommendedExtraMatches ?? 0 }];
      }),
    ),
  );
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    if (reds.some((card) => !drafts[card.id]?.description.trim())) {
      setProblem(intl.formatMessage({ id: 'refereeReport.describeEach' }));
      return;
    }
    setProblem(undefined);
    try {
      await file.mutateAsync({
        homeScore: match.homeScore,
        awayScore: match.awayScore,
        notes,
        misconduct: reds.map((card) => ({ cardId: card.id, description: drafts[card.id]?.description ?? '', recommendedExtraMatches: drafts[card.id]?.recommendedExtraMatches ?? 0 })),
        ...(filed ? { version: filed.version } : {}),
      });
      void message.success(intl.formatMessage({ id: 'refereeReport.saved' }));
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <form
      className="pm-referee-report-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{intl.formatMessage({ id: 'refereeReport.confirmResult' }, { home: match.homeTeam, away: match.awayTeam, homeScore: match.homeScore, awayScore: match.awayScore })}</p>
      {reds.map((card) => (
        <fieldset key={card.id} className="pm-referee-report-form__red">
          <legend>
            {intl.formatMessage({ id: 'refereeReport.misconductOf' }, { player: playerDisplayName(intl, card.playerName), team: card.teamType === 'home' ? match.homeTeam : match.awayTeam })}
          </legend>
          <label htmlFor={`misconduct-${card.id}`}>{intl.formatMessage({ id: 'refereeReport.whatHappened' })}</label>
          <Input.TextArea
            id={`misconduct-${card.id}`}
            autoSize={{ minRows: 3 }}
            maxLength={MATCH_REPORT_LIMITS.misconduct}
            value={drafts[card.id]?.description ?? ''}
            onChange={(event) => setDrafts((current) => ({ ...current, [card.id]: { recommendedExtraMatches: 0, ...current[card.id], description: event.target.value } }))}
          />
          <label htmlFor={`extra-${card.id}`}>{intl.formatMessage({ id: 'refereeReport.extraMatches' }, { max: MATCH_REPORT_LIMITS.extraMatches })}</label>
          <StandaloneNumberField
            id={`extra-${card.id}`}
            size="large"
            min={0}
            max={MATCH_REPORT_LIMITS.extraMatches}
            value={drafts[card.id]?.recommendedExtraMatches ?? 0}
            onChange={(value) => setDrafts((current) => ({ ...current, [card.id]: { description: '', ...current[card.id], recommendedExtraMatches: value ?? 0 } }))}
          />
        </fieldset>
      ))}
      <label htmlFor="report-notes">{intl.formatMessage({ id: 'refereeReport.notes' })}</label>
      <Input.TextArea id="report-notes" autoSize={{ minRows: 2 }} maxLength={MATCH_REPORT_LIMITS.notes} value={notes} onChange={(event) => setNotes(event.target.value)} />
      {problem && <Alert type="error" showIcon title={problem} />}
      <Button type="primary" htmlType="submit" size="large" block loading={file.isPending}>
        {intl.formatMessage({ id: filed ? 'refereeReport.saveAmendment' : 'refereeReport.file' })}
      </Button>
    </form>
  );
}
