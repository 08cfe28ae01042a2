import { DEFAULT_BRACKET } from '@pitchside/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { SuccessNotice } from '../../../../components/notice';
import { importText, problemText } from '../../../../i18n/import-text';
import { ageText } from '../../../../i18n/age-label';
import { formatShortDay } from '../../../../lib/format';
import type { WorkbookMatchRow, WorkbookPreview, WorkbookProblem, WorkbookTeamRow } from '@pitchside/shared';
import { GENDER_LABELS } from '../../tournament-labels';
import { whereInFile } from './import-report';

/** Rows of each kind shown in the preview: enough to see the columns were read right. */
export const PREVIEW_ROWS_SHOWN = 8;

const title = (intl: IntlShape, id: string) => intl.formatMessage({ id: `tournaments.preview.column.${id}` });

function scheduleColumns(intl: IntlShape): TableColumnsType<WorkbookMatchRow> {
  return [
    { title: title(intl, 'row'), dataIndex: 'row', key: 'row', width: 56 },
    { title: title(intl, 'division'), dataIndex: 'division', key: 'division' },
    {
      title: title(intl, 'when'),
      key: 'when',
      render: (_, row) => (
        <span className="ps-nowrap">
          {formatShortDay(row.date)} {row.time ?? ''}
        </span>
      ),
    },
    { title: title(intl, 'home'), key: 'home', render: (_, row) => row.homeTeam },
    { title: title(intl, 'away'), key: 'away', render: (_, row) => row.awayTeam },
    { title: title(intl, 'field'), key: 'field', responsive: ['md'], render: (_, row) => row.field ?? '' },
  ];
}

function teamColumns(intl: IntlShape): TableColumnsType<WorkbookTeamRow> {
  return [
    { title: title(intl, 'row'), dataIndex: 'row', key: 'row', width: 56 },
    { title: title(intl, 'team'), dataIndex: 'team', key: 'team' },
    { title: title(intl, 'club'), key: 'club', render: (_, row) => row.club ?? '' },
    { title: title(intl, 'division'), key: 'division', responsive: ['md'], render: (_, row) => row.division ?? '' },
    // No bracket in the sheet: the team goes to the bracket named 'Default' (a stored name, as on the teams tab).
    { title: title(intl, 'bracket'), key: 'bracket', render: (_, row) => row.bracket ?? DEFAULT_BRACKET },
    {
      title: title(intl, 'ageGender'),
      key: 'age',
      responsive: ['md'],
      render: (_, row) => [row.age ? ageText(intl, row.age) : '', row.gender ? intl.formatMessage({ id: GENDER_LABELS[row.gender] }) : ''].filter(Boolean).join(' · '),
    },
  ];
}

function problemColumns(intl: IntlShape): TableColumnsType<WorkbookProblem & { key: number }> {
  return [
    {
      title: title(intl, 'sheet'),
      key: 'sheet',
      responsive: ['md'],
      render: (_, problem) => problem.sheet || <span className="ps-muted">{intl.formatMessage({ id: 'tournaments.import.file' })}</span>,
    },
    { title: title(intl, 'row'), key: 'row', width: 64, responsive: ['md'], render: (_, problem) => (problem.row ? problem.row : '') },
    { title: title(intl, 'column'), key: 'column', responsive: ['md'], render: (_, problem) => problem.column ?? '' },
    {
      title: title(intl, 'problem'),
      key: 'message',
      render: (_, problem) => (
        <span className="ps-problem">
          <span className="ps-problem__where">{whereInFile(intl, problem.sheet, problem.row, problem.column)}</span>
          <span className="ps-report__reason">{problemText(intl, problem)}</span>
        </span>
      ),
    },
  ];
}

/** What `process-excel` found: what the import would add, the first rows, and every problem with its place. */
export function WorkbookPreviewPanel({ preview, fileName }: { preview: WorkbookPreview; fileName: string }) {
  const intl = useIntl();
  const { summary, rows } = preview;
  const stats: [string, number][] = [
    ['tournaments.import.count.divisions', summary.divisions],
    ['tournaments.import.count.ageGroups', summary.ageGroups],
    ['tournaments.import.count.brackets', summary.brackets],
    ['tournaments.import.count.teams', summary.tournamentTeams],
    ['tournaments.import.count.matches', summary.matches],
    ['tournaments.import.count.players', summary.players],
  ];
  const problemCount = preview.problems.length + preview.moreProblems;
  const rowCount = (count: number) => intl.formatMessage({ id: 'tournaments.preview.rows' }, { count, shown: PREVIEW_ROWS_SHOWN, more: count > PREVIEW_ROWS_SHOWN ? 'yes' : 'no' });
  const problems = intl.formatMessage({ id: 'tournaments.import.problems' });
  const skippedTitle = intl.formatMessage({ id: 'tournaments.preview.skipped' });
  return (
    <div className="ps-preview">
      {preview.valid ? (
        <SuccessNotice title={intl.formatMessage({ id: 'tournaments.preview.ready' }, { file: fileName })}>{intl.formatMessage({ id: 'tournaments.preview.nothingWritten' })}</SuccessNotice>
      ) : (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage({ id: 'tournaments.preview.toFix' }, { count: problemCount })}
          description={intl.formatMessage({ id: 'tournaments.preview.toFixHint' })}
        />
      )}
      <dl className="ps-stats" aria-label={intl.formatMessage({ id: 'tournaments.preview.wouldAdd' })}>
        {stats.map(([label, value]) => (
          <div key={label} className="ps-stats__item">
            <dt>{intl.formatMessage({ id: label })}</dt>
            <dd>{intl.formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      {preview.problems.length > 0 && (
        <div>
          <h3 className="ps-report__title">{problems}</h3>
          <Table
            rowKey="key"
            size="small"
            columns={problemColumns(intl)}
            dataSource={preview.problems.map((problem, key) => ({ ...problem, key }))}
            pagination={preview.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            aria-label={problems}
          />
          {preview.moreProblems > 0 && <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.preview.moreProblems' }, { count: preview.moreProblems })}</p>}
        </div>
      )}
      {preview.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage({ id: 'tournaments.preview.notes' })}
          description={
            <ul className="ps-plain-list">
              {preview.warnings.map((warning, index) => (
                <li key={warning}>{importText(intl, preview.warningMessages?.[index], warning)}</li>
              ))}
            </ul>
          }
        />
      )}
      {preview.schedule.length > 0 && (
        <div>
          <h3 className="ps-report__title">
            {intl.formatMessage({ id: 'tournaments.preview.schedule' })} <span className="ps-muted">({rowCount(rows.schedule)})</span>
          </h3>
          {/* The rows are wider than a phone: a region a keyboard can reach and scroll (WCAG 2.1.1). */}
          <div className="ps-table-scroll" role="region" aria-label={intl.formatMessage({ id: 'tournaments.preview.scheduleRows' })} tabIndex={0}>
            <Table
              rowKey={(row) => `${row.sheet}-${row.row}`}
              size="small"
              columns={scheduleColumns(intl)}
              dataSource={preview.schedule.slice(0, PREVIEW_ROWS_SHOWN)}
              pagination={false}
              aria-label={intl.formatMessage({ id: 'tournaments.preview.scheduleRows' })}
            />
          </div>
        </div>
      )}
      {preview.teams.length > 0 && (
        <div>
          <h3 className="ps-report__title">
            {intl.formatMessage({ id: 'tournaments.preview.teams' })} <span className="ps-muted">({rowCount(rows.teams)})</span>
          </h3>
          {/* The rows are wider than a phone: a region a keyboard can reach and scroll (WCAG 2.1.1). */}
          <div className="ps-table-scroll" role="region" aria-label={intl.formatMessage({ id: 'tournaments.preview.teamRows' })} tabIndex={0}>
            <Table
              rowKey={(row) => `${row.sheet}-${row.row}`}
              size="small"
              columns={teamColumns(intl)}
              dataSource={preview.teams.slice(0, PREVIEW_ROWS_SHOWN)}
              pagination={false}
              aria-label={intl.formatMessage({ id: 'tournaments.preview.teamRows' })}
            />
          </div>
        </div>
      )}
      {preview.skipped.length > 0 && (
        <div>
          <h3 className="ps-report__title">{skippedTitle}</h3>
          <ul className="ps-report" aria-label={skippedTitle}>
            {preview.skipped.map((line, index) => (
              <li key={`${line.sheet}-${line.row}-${line.reason}`}>
                {intl.formatMessage({ id: 'tournaments.preview.skippedLine' }, { sheet: line.sheet, row: line.row })}{' '}
                <span className="ps-report__reason">{importText(intl, preview.skippedMessages?.[index], line.reason)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
