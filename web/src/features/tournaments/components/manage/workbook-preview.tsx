import { ageLabel } from '@pitchside/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { SuccessNotice } from '../../../../components/notice';
import { formatShortDay, plural } from '../../../../lib/format';
import type { WorkbookMatchRow, WorkbookPreview, WorkbookProblem, WorkbookTeamRow } from '@pitchside/shared';
import { GENDER_LABELS } from '../../tournament-labels';
import { useIntl } from 'react-intl';

/** '12 · Girls': the gender through the catalog (the columns are built outside any component). */
function AgeGender({ age, gender }: { age: WorkbookTeamRow['age']; gender: WorkbookTeamRow['gender'] }) {
  const intl = useIntl();
  return [age ? ageLabel(age) : '', gender ? intl.formatMessage({ id: GENDER_LABELS[gender] }) : ''].filter(Boolean).join(' · ');
}

/** Rows of each kind shown in the preview: enough to see the columns were read right. */
export const PREVIEW_ROWS_SHOWN = 8;

const scheduleColumns: TableColumnsType<WorkbookMatchRow> = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 56 },
  { title: 'Division', dataIndex: 'division', key: 'division' },
  {
    title: 'When',
    key: 'when',
    render: (_, row) => (
      <span className="ps-nowrap">
        {formatShortDay(row.date)} {row.time ?? ''}
      </span>
    ),
  },
  { title: 'Home', key: 'home', render: (_, row) => row.homeTeam },
  { title: 'Away', key: 'away', render: (_, row) => row.awayTeam },
  { title: 'Field', key: 'field', responsive: ['md'], render: (_, row) => row.field ?? '' },
];

const teamColumns: TableColumnsType<WorkbookTeamRow> = [
  { title: 'Row', dataIndex: 'row', key: 'row', width: 56 },
  { title: 'Team', dataIndex: 'team', key: 'team' },
  { title: 'Club', key: 'club', render: (_, row) => row.club ?? '' },
  { title: 'Division', key: 'division', responsive: ['md'], render: (_, row) => row.division ?? '' },
  { title: 'Bracket', key: 'bracket', render: (_, row) => row.bracket ?? 'Default' },
  {
    title: 'Age · gender',
    key: 'age',
    responsive: ['md'],
    render: (_, row) => <AgeGender age={row.age} gender={row.gender} />,
  },
];

const where = (parts: (string | number | undefined | null | false)[]) => parts.filter(Boolean).join(' · ');

const problemColumns: TableColumnsType<WorkbookProblem & { key: number }> = [
  { title: 'Sheet', key: 'sheet', responsive: ['md'], render: (_, problem) => problem.sheet || <span className="ps-muted">File</span> },
  { title: 'Row', key: 'row', width: 64, responsive: ['md'], render: (_, problem) => (problem.row ? problem.row : '') },
  { title: 'Column', key: 'column', responsive: ['md'], render: (_, problem) => problem.column ?? '' },
  {
    title: 'Problem',
    key: 'message',
    render: (_, problem) => (
      <span className="ps-problem">
        <span className="ps-problem__where">{where([problem.sheet || 'File', problem.row && `row ${problem.row}`, problem.column])}</span>
        <span className="ps-report__reason">{problem.message}</span>
      </span>
    ),
  },
];

/** What `process-excel` found: what the import would add, the first rows, and every problem with its place. */
export function WorkbookPreviewPanel({ preview, fileName }: { preview: WorkbookPreview; fileName: string }) {
  const { summary, rows } = preview;
  const stats: [string, number][] = [
    ['Divisions', summary.divisions],
    ['Age groups', summary.ageGroups],
    ['Brackets', summary.brackets],
    ['Teams', summary.tournamentTeams],
    ['Matches', summary.matches],
    ['Players', summary.players],
  ];
  const problemCount = preview.problems.length + preview.moreProblems;
  return (
    <div className="ps-preview">
      {preview.valid ? (
        <SuccessNotice title={`${fileName} is ready to import`}>Nothing is written until you press Import.</SuccessNotice>
      ) : (
        <Alert
          type="error"
          showIcon
          title={`${plural(problemCount, 'problem')} to fix before this file can be imported`}
          description="Nothing would be imported. Fix the rows listed below in the workbook, save it and choose it again."
        />
      )}
      <dl className="ps-stats" aria-label="What the import would add">
        {stats.map(([label, value]) => (
          <div key={label} className="ps-stats__item">
            <dt>{label}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {preview.problems.length > 0 && (
        <div>
          <h3 className="ps-report__title">Problems</h3>
          <Table
            rowKey="key"
            size="small"
            columns={problemColumns}
            dataSource={preview.problems.map((problem, key) => ({ ...problem, key }))}
            pagination={preview.problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            aria-label="Problems"
          />
          {preview.moreProblems > 0 && <p className="ps-muted">… and {plural(preview.moreProblems, 'more problem')}.</p>}
        </div>
      )}
      {preview.warnings.length > 0 && (
        <Alert type="warning" showIcon title="Notes" description={<ul className="ps-plain-list">{preview.warnings.map((warning) => <li key={warning}>{warning}</li>)}</ul>} />
      )}
      {preview.schedule.length > 0 && (
        <div>
          <h3 className="ps-report__title">
            Schedule <span className="ps-muted">({plural(rows.schedule, 'row')}{rows.schedule > PREVIEW_ROWS_SHOWN ? `, first ${PREVIEW_ROWS_SHOWN} shown` : ''})</span>
          </h3>
          <Table
            rowKey={(row) => `${row.sheet}-${row.row}`}
            size="small"
            columns={scheduleColumns}
            dataSource={preview.schedule.slice(0, PREVIEW_ROWS_SHOWN)}
            pagination={false}
            aria-label="Schedule rows"
            scroll={{ x: 'max-content' }}
          />
        </div>
      )}
      {preview.teams.length > 0 && (
        <div>
          <h3 className="ps-report__title">
            Teams <span className="ps-muted">({plural(rows.teams, 'row')}{rows.teams > PREVIEW_ROWS_SHOWN ? `, first ${PREVIEW_ROWS_SHOWN} shown` : ''})</span>
          </h3>
          <Table
            rowKey={(row) => `${row.sheet}-${row.row}`}
            size="small"
            columns={teamColumns}
            dataSource={preview.teams.slice(0, PREVIEW_ROWS_SHOWN)}
            pagination={false}
            aria-label="Team rows"
            scroll={{ x: 'max-content' }}
          />
        </div>
      )}
      {preview.skipped.length > 0 && (
        <div>
          <h3 className="ps-report__title">Rows that would be skipped</h3>
          <ul className="ps-report" aria-label="Rows that would be skipped">
            {preview.skipped.map((line) => (
              <li key={`${line.sheet}-${line.row}-${line.reason}`}>
                {line.sheet}, row {line.row}: <span className="ps-report__reason">{line.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
