import type { ImportCountKey, ImportJobView, ImportReportLine } from '@pitchside/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { SuccessNotice } from '../../../../components/notice';
import { importText } from '../../../../i18n/import-text';

/** The job's counts in the order the importer writes them, each with its message id. */
export const COUNT_LABELS: [ImportCountKey, string][] = [
  ['divisions', 'tournaments.import.count.divisions'],
  ['ageGroups', 'tournaments.import.count.ageGroups'],
  ['brackets', 'tournaments.import.count.brackets'],
  ['teams', 'tournaments.import.count.teams'],
  ['matches', 'tournaments.import.count.matches'],
  ['players', 'tournaments.import.count.players'],
];

/** 'Schedule · row 4', or 'File' for a line about the whole workbook. */
export function whereInFile(intl: IntlShape, sheet: string | undefined, row: number | null | undefined, column?: string | null): string {
  return [sheet || intl.formatMessage({ id: 'tournaments.import.file' }), row && row > 0 && intl.formatMessage({ id: 'tournaments.import.rowN' }, { row }), column].filter(Boolean).join(' · ');
}

function reportColumns(intl: IntlShape, messages: ImportJobView['reportMessages']): TableColumnsType<ImportReportLine & { key: number }> {
  return [
    {
      title: intl.formatMessage({ id: 'tournaments.import.sheet' }),
      key: 'sheet',
      responsive: ['md'],
      render: (_, line) => line.sheet || <span className="ps-muted">{intl.formatMessage({ id: 'tournaments.import.file' })}</span>,
    },
    { title: intl.formatMessage({ id: 'tournaments.import.row' }), key: 'row', width: 64, responsive: ['md'], render: (_, line) => (line.row > 0 ? line.row : '') },
    {
      title: intl.formatMessage({ id: 'tournaments.import.reason' }),
      key: 'reason',
      render: (_, line) => (
        <span className="ps-problem">
          <span className="ps-problem__where">{whereInFile(intl, line.sheet, line.row)}</span>
          <span>{importText(intl, messages?.[line.key], line.reason)}</span>
        </span>
      ),
    },
  ];
}

/** After the job: the error (failed), or what was added and skipped, and every report line with its row. */
export function ImportReport({ job }: { job: ImportJobView }) {
  const intl = useIntl();
  const added = COUNT_LABELS.reduce((sum, [key]) => sum + job.counts[key].added, 0);
  const problemsTitle = intl.formatMessage({ id: 'tournaments.import.problems' });
  return (
    <section className="ps-import-report" aria-label={intl.formatMessage({ id: 'tournaments.import.report' })}>
      {job.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={job.error ? importText(intl, job.errorMessage, job.error) : intl.formatMessage({ id: 'tournaments.import.failedDefault' })}
          description={intl.formatMessage({ id: 'tournaments.import.nothingAdded' })}
        />
      ) : (
        <SuccessNotice title={intl.formatMessage({ id: 'tournaments.import.imported' }, { file: job.fileName })}>
          {added > 0
            ? intl.formatMessage({ id: 'tournaments.import.addedSummary' }, { matches: job.counts.matches.added, teams: job.counts.teams.added })
            : intl.formatMessage({ id: 'tournaments.import.allThere' })}
        </SuccessNotice>
      )}
      {job.status === 'completed' && (
        <table className="ps-count-table">
          <caption className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.import.addedAndSkipped' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'tournaments.import.what' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'tournaments.import.added' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'tournaments.import.alreadyThere' })}</th>
            </tr>
          </thead>
          <tbody>
            {COUNT_LABELS.filter(([key]) => key !== 'players' || job.counts.players.added + job.counts.players.skipped > 0).map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{intl.formatMessage({ id: label })}</th>
                <td>{intl.formatNumber(job.counts[key].added)}</td>
                <td>{intl.formatNumber(job.counts[key].skipped)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {job.report.length > 0 && (
        <div>
          <h3 className="ps-report__title">{job.status === 'failed' ? problemsTitle : intl.formatMessage({ id: 'tournaments.import.skippedAndNotes' })}</h3>
          <Table
            rowKey="key"
            size="small"
            columns={reportColumns(intl, job.reportMessages)}
            dataSource={job.report.map((line, key) => ({ ...line, key }))}
            pagination={job.report.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            aria-label={job.status === 'failed' ? problemsTitle : intl.formatMessage({ id: 'tournaments.import.skippedRows' })}
          />
        </div>
      )}
    </section>
  );
}
