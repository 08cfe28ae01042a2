import { CloudUploadOutlined, EyeOutlined, FileExcelOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TournamentDetail } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Table, Upload, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SuccessNotice } from '../../../../components/notice';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatBytes, plural } from '../../../../lib/format';
import type { ImportCountKey, ImportJobView, ImportReportLine } from '@pitchside/shared';
import { isFinished, useImportJob } from '../../api/get-import';
import { usePreviewWorkbook } from '../../api/preview-workbook';
import { startImport } from '../../api/start-import';
import { tournamentsKeys } from '../../../../api/tournaments/tournament-keys';
import { uploadWorkbook } from '../../api/upload-workbook';
import { canPreview, PREVIEW_LIMIT_BYTES, readAsBase64, UPLOAD_LIMIT_BYTES, workbookFileProblem } from '../../import/workbook-file';
import { ImportProgress } from './import-progress';
import { WorkbookPreviewPanel } from './workbook-preview';

type Run =
  | { phase: 'idle' }
  | { phase: 'uploading'; fraction: number }
  | { phase: 'importing'; importId: string }
  | { phase: 'failed'; message: string };

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet import: choose an .xlsx, optionally preview it (process-excel), import it (start → PUT
 * to S3 → poll the job every ~500 ms through the spec's six steps), then the report. The tournament's
 * data is fetched again when the job ends.
 */
export function ImportTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const preview = usePreviewWorkbook(orgId);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const importId = run.phase === 'importing' ? run.importId : undefined;
  const job = useImportJob(orgId, importId);
  const abort = useRef<AbortController | undefined>(undefined);
  const busy = run.phase === 'uploading' || (run.phase === 'importing' && !isFinished(job.data));

  // Stop an upload when the page goes away.
  useEffect(() => () => abort.current?.abort(), []);

  // When the job ends, the tournament (divisions, teams, matches, counts) is fetched again.
  const finished = isFinished(job.data) ? job.data?.status : undefined;
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournament.tournamentId) });
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) });
    if (finished === 'completed') void message.success('Import finished');
  }, [finished, orgId, tournament.tournamentId, queryClient, message]);

  const choose = (chosen: File) => {
    preview.reset();
    setRun({ phase: 'idle' });
    setFile(chosen);
    setFileProblem(workbookFileProblem(chosen));
  };

  const reset = () => {
    preview.reset();
    setRun({ phase: 'idle' });
    setFile(undefined);
    setFileProblem(undefined);
  };

  const showPreview = async () => {
    if (!file) return;
    try {
      await preview.mutateAsync(await readAsBase64(file));
    } catch {
      // The mutation's error is shown below.
    }
  };

  const start = async () => {
    if (!file || workbookFileProblem(file)) return;
    abort.current = new AbortController();
    setRun({ phase: 'uploading', fraction: 0 });
    try {
      const started = await startImport(orgId, tournament.tournamentId, file);
      await uploadWorkbook(started.upload, file, (fraction) => setRun({ phase: 'uploading', fraction }), abort.current.signal);
      setRun({ phase: 'importing', importId: started.importId });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setRun({ phase: 'failed', message: errorMessage(error) });
    }
  };

  const previewAllowed = file !== undefined && !fileProblem && canPreview(file);
  // The preview read the file as the import would: a refusal (400) or row problems would fail the import too.
  const previewRefused = preview.data?.valid === false || (preview.error instanceof ApiError && preview.error.status === 400);
  const started = run.phase !== 'idle';
  return (
    <div className="ps-tab-stack">
      <section className="ps-card" aria-labelledby="import-title">
        <h2 id="import-title" className="ps-card__title">
          Import a schedule
        </h2>
        <p className="ps-card__lead">
          An Excel workbook with a <strong>Schedule</strong> sheet (Division, Age, Gender, Date, Time, Field, Home Team, Home Club, Away Team, Away Club)
          and, optionally, a <strong>Teams</strong> sheet (Team, Club, Division, Bracket) and a <strong>Players</strong> sheet. Divisions, age groups,
          brackets, teams and matches are added; what the tournament has already is kept, so importing the same file twice adds nothing.
        </p>
        <p className="ps-limit">
          <FileExcelOutlined aria-hidden /> .xlsx only, up to {formatBytes(UPLOAD_LIMIT_BYTES)}. The preview reads files up to {formatBytes(PREVIEW_LIMIT_BYTES)}.
        </p>

        {!file ? (
          <Upload.Dragger
            accept={XLSX_TYPES}
            multiple={false}
            showUploadList={false}
            beforeUpload={(chosen) => {
              choose(chosen);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p className="ant-upload-text">Click or drop the workbook here</p>
            <p className="ant-upload-hint">Excel workbook (.xlsx), up to {formatBytes(UPLOAD_LIMIT_BYTES)}</p>
          </Upload.Dragger>
        ) : (
          <div className="ps-file">
            <FileExcelOutlined className="ps-file__icon" aria-hidden />
            <div className="ps-file__text">
              <span className="ps-file__name">{file.name}</span>
              <span className="ps-muted">{formatBytes(file.size)}</span>
            </div>
            <div className="ps-file__actions">
              <Button icon={<ReloadOutlined aria-hidden />} onClick={reset} disabled={busy}>
                {started && !busy ? 'Import another file' : 'Choose another file'}
              </Button>
              {!started && (
                <>
                  <Button
                    icon={<EyeOutlined aria-hidden />}
                    onClick={() => void showPreview()}
                    loading={preview.isPending}
                    disabled={!previewAllowed}
                    title={file && !canPreview(file) ? `The preview reads files up to ${formatBytes(PREVIEW_LIMIT_BYTES)}` : undefined}
                  >
                    Preview
                  </Button>
                  <Button
                    type="primary"
                    icon={<CloudUploadOutlined aria-hidden />}
                    onClick={() => void start()}
                    disabled={Boolean(fileProblem) || previewRefused}
                    title={previewRefused ? 'Fix the problems the preview found first' : undefined}
                  >
                    Import
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
        {fileProblem && <Alert className="ps-import__alert" type="error" showIcon title={fileProblem} />}
        {file && !fileProblem && !canPreview(file) && !started && (
          <p className="ps-muted ps-import__note">This file is too big to preview ({formatBytes(file.size)}); it can still be imported.</p>
        )}
      </section>

      {preview.isError && !started && (
        <Alert type="error" showIcon title="This file cannot be imported" description={errorMessage(preview.error)} />
      )}
      {preview.data && file && !started && (
        <section className="ps-card" aria-labelledby="preview-title">
          <h2 id="preview-title" className="ps-card__title">
            Preview
          </h2>
          <WorkbookPreviewPanel preview={preview.data} fileName={file.name} />
        </section>
      )}

      {started && (
        <section className="ps-card" aria-labelledby="progress-title">
          <h2 id="progress-title" className="ps-card__title">
            {run.phase === 'failed' || job.data?.status === 'failed' ? 'Import failed' : job.data?.status === 'completed' ? 'Import finished' : 'Importing…'}
          </h2>
          {run.phase === 'failed' ? (
            <Alert type="error" showIcon title="The import could not start" description={run.message} />
          ) : (
            <ImportProgress job={job.data} uploaded={run.phase === 'uploading' ? run.fraction : undefined} />
          )}
          {job.isError && <Alert className="ps-import__alert" type="error" showIcon title={errorMessage(job.error)} />}
          {job.data && isFinished(job.data) && <ImportReport job={job.data} />}
        </section>
      )}
    </div>
  );
}

const COUNT_LABELS: [ImportCountKey, string][] = [
  ['divisions', 'Divisions'],
  ['ageGroups', 'Age groups'],
  ['brackets', 'Brackets'],
  ['teams', 'Teams'],
  ['matches', 'Matches'],
  ['players', 'Players'],
];

const reportColumns: TableColumnsType<ImportReportLine & { key: number }> = [
  { title: 'Sheet', key: 'sheet', responsive: ['md'], render: (_, line) => line.sheet || <span className="ps-muted">File</span> },
  { title: 'Row', key: 'row', width: 64, responsive: ['md'], render: (_, line) => (line.row > 0 ? line.row : '') },
  {
    title: 'Reason',
    key: 'reason',
    render: (_, line) => (
      <span className="ps-problem">
        <span className="ps-problem__where">{[line.sheet || 'File', line.row > 0 && `row ${line.row}`].filter(Boolean).join(' · ')}</span>
        <span>{line.reason}</span>
      </span>
    ),
  },
];

/** After the job: the error (failed), or what was added and skipped, and every report line with its row. */
function ImportReport({ job }: { job: ImportJobView }) {
  const added = COUNT_LABELS.reduce((sum, [key]) => sum + job.counts[key].added, 0);
  return (
    <section className="ps-import-report" aria-label="Import report">
      {job.status === 'failed' ? (
        <Alert type="error" showIcon title={job.error ?? 'The import failed'} description="Nothing from this file was added to the tournament." />
      ) : (
        <SuccessNotice title={`${job.fileName} imported`}>
          {added > 0 ? `${plural(job.counts.matches.added, 'match', 'matches')} and ${plural(job.counts.teams.added, 'team')} added.` : 'Everything in this file was in the tournament already.'}
        </SuccessNotice>
      )}
      {job.status === 'completed' && (
        <table className="ps-count-table">
          <caption className="ps-sr-only">Added and skipped</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Added</th>
              <th scope="col">Already there or skipped</th>
            </tr>
          </thead>
          <tbody>
            {COUNT_LABELS.filter(([key]) => key !== 'players' || job.counts.players.added + job.counts.players.skipped > 0).map(([key, label]) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{job.counts[key].added.toLocaleString()}</td>
                <td>{job.counts[key].skipped.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {job.report.length > 0 && (
        <div>
          <h3 className="ps-report__title">{job.status === 'failed' ? 'Problems' : 'Skipped rows and notes'}</h3>
          <Table
            rowKey="key"
            size="small"
            columns={reportColumns}
            dataSource={job.report.map((line, key) => ({ ...line, key }))}
            pagination={job.report.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            aria-label={job.status === 'failed' ? 'Problems' : 'Skipped rows'}
          />
        </div>
      )}
    </section>
  );
}
