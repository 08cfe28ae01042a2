import { CloudUploadOutlined, EyeOutlined, FileExcelOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TournamentDetail } from '@pitchside/shared';
import { Alert, Button, Upload } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitledCard } from '../../../../components/titled-card';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { formatBytes } from '../../../../lib/format';
import { isFinished } from '../../api/get-import';
import { canPreview, fileProblemText, PREVIEW_LIMIT_BYTES, UPLOAD_LIMIT_BYTES } from '../../import/workbook-file';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { useWorkbookImport } from './use-workbook-import';
import { WorkbookPreviewPanel } from './workbook-preview';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The spreadsheet import: choose an .xlsx, optionally preview it (process-excel), import it (start → PUT
 * to S3 → poll the job every ~500 ms through the spec's six steps), then the report. The tournament's
 * data is fetched again when the job ends.
 */
export function ImportTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const intl = useIntl();
  const size = (bytes: number) => formatBytes(intl, bytes);
  const { preview, file, fileProblem, run, job, busy, choose, reset, showPreview, start } = useWorkbookImport(orgId, tournament.tournamentId);

  const previewAllowed = file !== undefined && !fileProblem && canPreview(file);
  // The preview read the file as the import would: a refusal (400) or row problems would fail the import too.
  const previewRefused = preview.data?.valid === false || (preview.error instanceof ApiError && preview.error.status === 400);
  const started = run.phase !== 'idle';
  return (
    <div className="ps-tab-stack">
      <TitledCard id="import-title" title={intl.formatMessage({ id: 'tournaments.import.title' })}>
        <p className="ps-card__lead">
          <FormattedMessage id="tournaments.import.lead" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
        </p>
        <p className="ps-limit">
          <FileExcelOutlined aria-hidden /> {intl.formatMessage({ id: 'tournaments.import.limits' }, { upload: size(UPLOAD_LIMIT_BYTES), preview: size(PREVIEW_LIMIT_BYTES) })}
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
            <p className="ant-upload-text">{intl.formatMessage({ id: 'tournaments.import.drop' })}</p>
            <p className="ant-upload-hint">{intl.formatMessage({ id: 'tournaments.import.dropHint' }, { size: size(UPLOAD_LIMIT_BYTES) })}</p>
          </Upload.Dragger>
        ) : (
          <div className="ps-file">
            <FileExcelOutlined className="ps-file__icon" aria-hidden />
            <div className="ps-file__text">
              <span className="ps-file__name">{file.name}</span>
              <span className="ps-muted">{size(file.size)}</span>
            </div>
            <div className="ps-file__actions">
              <Button icon={<ReloadOutlined aria-hidden />} onClick={reset} disabled={busy}>
                {intl.formatMessage({ id: started && !busy ? 'tournaments.import.another' : 'tournaments.import.chooseAnother' })}
              </Button>
              {!started && (
                <>
                  <Button
                    icon={<EyeOutlined aria-hidden />}
                    onClick={() => void showPreview()}
                    loading={preview.isPending}
                    disabled={!previewAllowed}
                    title={file && !canPreview(file) ? intl.formatMessage({ id: 'tournaments.import.previewLimit' }, { size: size(PREVIEW_LIMIT_BYTES) }) : undefined}
                  >
                    {intl.formatMessage({ id: 'tournaments.import.preview' })}
                  </Button>
                  <Button
                    type="primary"
                    icon={<CloudUploadOutlined aria-hidden />}
                    onClick={() => void start()}
                    disabled={Boolean(fileProblem) || previewRefused}
                    title={previewRefused ? intl.formatMessage({ id: 'tournaments.import.fixFirst' }) : undefined}
                  >
                    {intl.formatMessage({ id: 'tournaments.import.import' })}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
        {fileProblem && <Alert className="ps-import__alert" type="error" showIcon title={fileProblemText(intl, fileProblem)} />}
        {file && !fileProblem && !canPreview(file) && !started && (
          <p className="ps-muted ps-import__note">{intl.formatMessage({ id: 'tournaments.import.tooBigToPreview' }, { size: size(file.size) })}</p>
        )}
      </TitledCard>

      {preview.isError && !started && <Alert type="error" showIcon title={intl.formatMessage({ id: 'tournaments.import.cannot' })} description={errorMessage(preview.error)} />}
      {preview.data && file && !started && (
        <TitledCard id="preview-title" title={intl.formatMessage({ id: 'tournaments.import.preview' })}>
          <WorkbookPreviewPanel preview={preview.data} fileName={file.name} />
        </TitledCard>
      )}

      {started && (
        <TitledCard
          id="progress-title"
          title={intl.formatMessage({
            id:
              run.phase === 'failed' || job.data?.status === 'failed' ? 'tournaments.import.failed' : job.data?.status === 'completed' ? 'tournaments.import.finished' : 'tournaments.import.importing',
          })}
        >
          {run.phase === 'failed' ? (
            <Alert type="error" showIcon title={intl.formatMessage({ id: 'tournaments.import.couldNotStart' })} description={run.message} />
          ) : (
            <ImportProgress job={job.data} uploaded={run.phase === 'uploading' ? run.fraction : undefined} />
          )}
          {job.isError && <Alert className="ps-import__alert" type="error" showIcon title={errorMessage(job.error)} />}
          {job.data && isFinished(job.data) && <ImportReport job={job.data} />}
        </TitledCard>
      )}
    </div>
  );
}
