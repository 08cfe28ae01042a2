import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { tournamentsKeys } from '../../../../api/tournaments/tournament-keys';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { isFinished, useImportJob } from '../../api/get-import';
import { usePreviewWorkbook } from '../../api/preview-workbook';
import { startImport } from '../../api/start-import';
import { uploadWorkbook } from '../../api/upload-workbook';
import { readAsBase64, workbookFileProblem, type WorkbookFileProblem } from '../../import/workbook-file';

type ImportRun = { phase: 'idle' } | { phase: 'uploading'; fraction: number } | { phase: 'importing'; importId: string } | { phase: 'failed'; message: string };

const UPLOAD_PROBLEMS: Partial<Record<string, string>> = { upload_refused: 'tournaments.import.uploadRefused', upload_failed: 'tournaments.import.uploadFailed' };

/**
 * The import's state machine: the chosen file and what is wrong with it, its preview, and the run (idle →
 * uploading → importing, or failed) with the job it polls. The tournament's data is fetched again when the
 * job ends.
 */
export function useWorkbookImport(orgId: string | undefined, tournamentId: string) {
  const { message } = App.useApp();
  const intl = useIntl();
  const queryClient = useQueryClient();
  const preview = usePreviewWorkbook(orgId);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<WorkbookFileProblem>();
  const [run, setRun] = useState<ImportRun>({ phase: 'idle' });
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
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) });
    void queryClient.invalidateQueries({ queryKey: tournamentsKeys.list(orgId) });
    if (finished === 'completed') void message.success(intl.formatMessage({ id: 'tournaments.import.finished' }));
  }, [finished, orgId, tournamentId, queryClient, message, intl]);

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
      // The mutation's error is shown by the import tab, under the file.
    }
  };

  const start = async () => {
    if (!file || workbookFileProblem(file)) return;
    abort.current = new AbortController();
    setRun({ phase: 'uploading', fraction: 0 });
    try {
      const started = await startImport(orgId, tournamentId, file);
      await uploadWorkbook(started.upload, file, (fraction) => setRun({ phase: 'uploading', fraction }), abort.current.signal);
      setRun({ phase: 'importing', importId: started.importId });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The upload goes straight to S3, not through the API: its two refusals are worded here.
      const upload = error instanceof ApiError ? UPLOAD_PROBLEMS[error.code] : undefined;
      setRun({ phase: 'failed', message: upload ? intl.formatMessage({ id: upload }) : errorMessage(error) });
    }
  };

  return { preview, file, fileProblem, run, job, busy, choose, reset, showPreview, start };
}
