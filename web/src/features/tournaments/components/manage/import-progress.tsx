import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { IMPORT_PROGRESS_STEPS } from '@pitchside/shared';
import { Progress } from 'antd';
import { plural } from '../../../../lib/format';
import type { ImportCountKey, ImportJobView, ImportStepState } from '@pitchside/shared';

/** Which counts each of the spec's steps writes (Loading writes nothing: it reads and checks the file). */
const STEP_COUNTS: readonly (ImportCountKey | null)[] = [null, 'divisions', 'ageGroups', 'brackets', 'teams', 'matches'];
const COUNT_WORDS: Record<ImportCountKey, [string, string]> = {
  divisions: ['division', 'divisions'],
  ageGroups: ['age group', 'age groups'],
  brackets: ['bracket', 'brackets'],
  teams: ['team', 'teams'],
  matches: ['match', 'matches'],
  players: ['player', 'players'],
};

export function tally(job: ImportJobView, key: ImportCountKey): string {
  const { added, skipped } = job.counts[key];
  const [one, many] = COUNT_WORDS[key];
  return `${plural(added, one, many)} added${skipped > 0 ? `, ${skipped.toLocaleString()} already there` : ''}`;
}

const STATE_WORDS: Record<ImportStepState, string> = { done: 'done', running: 'in progress', pending: 'waiting', failed: 'failed' };

function StepIcon({ state }: { state: ImportStepState }) {
  if (state === 'done') return <CheckCircleFilled className="ps-steps__icon ps-steps__icon--done" aria-hidden />;
  if (state === 'failed') return <CloseCircleFilled className="ps-steps__icon ps-steps__icon--failed" aria-hidden />;
  if (state === 'running') return <LoadingOutlined className="ps-steps__icon ps-steps__icon--running" aria-hidden />;
  return <span className="ps-steps__icon ps-steps__icon--pending" aria-hidden="true" />;
}

export interface ImportProgressProps {
  /** The job as last polled; none while the file is still being uploaded. */
  job: ImportJobView | undefined;
  /** 0–1 while uploading. */
  uploaded?: number | undefined;
}

/**
 * The spec's six progress messages, in order (Loading; Adding divisions to tournament; …), each with its
 * state and what it has added so far. Screen readers hear the step that changes (aria-live).
 */
export function ImportProgress({ job, uploaded }: ImportProgressProps) {
  const steps = job?.steps ?? IMPORT_PROGRESS_STEPS.map((step) => ({ step, state: 'pending' as ImportStepState }));
  const waiting = job?.status === 'queued';
  return (
    <div className="ps-import-progress">
      {uploaded !== undefined && !job && (
        <div className="ps-upload-progress">
          <span>Uploading the workbook…</span>
          <Progress percent={Math.round(uploaded * 100)} size="small" aria-label="Upload progress" />
        </div>
      )}
      {waiting && <p className="ps-muted">Uploaded. Waiting for the importer to open the file…</p>}
      <ol className="ps-steps" aria-label="Import progress" aria-live="polite">
        {steps.map(({ step, state }, index) => {
          const key = STEP_COUNTS[index];
          const counts = job && key && state !== 'pending' ? tally(job, key) : undefined;
          const players = job && key === 'teams' && state !== 'pending' && job.counts.players.added + job.counts.players.skipped > 0 ? tally(job, 'players') : undefined;
          return (
            <li key={step} className={`ps-steps__item ps-steps__item--${state}`} aria-current={state === 'running' ? 'step' : undefined}>
              <StepIcon state={state} />
              <span className="ps-steps__text">
                <span className="ps-steps__title">{step}</span>
                <span className="ps-sr-only">: {STATE_WORDS[state]}</span>
                {(counts || players) && (
                  <span className="ps-steps__counts">
                    {counts}
                    {players ? ` · ${players}` : ''}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
