import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { IMPORT_PROGRESS_STEPS } from '@pitchside/shared';
import { Progress } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import type { ImportCountKey, ImportJobView, ImportStepState } from '@pitchside/shared';

/** Which counts each of the spec's steps writes (Loading writes nothing: it reads and checks the file). */
const STEP_COUNTS: readonly (ImportCountKey | null)[] = [null, 'divisions', 'ageGroups', 'brackets', 'teams', 'matches'];

/** '3 teams added, 1 already there' in the reader's language (the nouns are ICU plurals). */
export function tally(intl: IntlShape, job: ImportJobView, key: ImportCountKey): string {
  const { added, skipped } = job.counts[key];
  const things = intl.formatMessage({ id: `tournaments.import.noun.${key}` }, { count: added });
  return skipped > 0 ? intl.formatMessage({ id: 'tournaments.import.tallySkipped' }, { things, skipped }) : intl.formatMessage({ id: 'tournaments.import.tally' }, { things });
}

/** The spec's step messages (English in `IMPORT_PROGRESS_STEPS`), by their place in the list. */
const stepText = (intl: IntlShape, index: number) => intl.formatMessage({ id: `tournaments.import.step.${index}` });

const STATE_WORDS: Record<ImportStepState, string> = {
  done: 'tournaments.import.state.done',
  running: 'tournaments.import.state.running',
  pending: 'tournaments.import.state.pending',
  failed: 'tournaments.import.state.failed',
};

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
  const intl = useIntl();
  const steps = job?.steps ?? IMPORT_PROGRESS_STEPS.map((step) => ({ step, state: 'pending' as ImportStepState }));
  const waiting = job?.status === 'queued';
  return (
    <div className="ps-import-progress">
      {uploaded !== undefined && !job && (
        <div className="ps-upload-progress">
          <span>{intl.formatMessage({ id: 'tournaments.import.uploading' })}</span>
          <Progress percent={Math.round(uploaded * 100)} size="small" aria-label={intl.formatMessage({ id: 'tournaments.import.uploadProgress' })} />
        </div>
      )}
      {waiting && <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.import.waiting' })}</p>}
      <ol className="ps-steps" aria-label={intl.formatMessage({ id: 'tournaments.import.progress' })} aria-live="polite">
        {steps.map(({ step, state }, index) => {
          const key = STEP_COUNTS[index];
          const counts = job && key && state !== 'pending' ? tally(intl, job, key) : undefined;
          const players = job && key === 'teams' && state !== 'pending' && job.counts.players.added + job.counts.players.skipped > 0 ? tally(intl, job, 'players') : undefined;
          return (
            <li key={step} className={`ps-steps__item ps-steps__item--${state}`} aria-current={state === 'running' ? 'step' : undefined}>
              <StepIcon state={state} />
              <span className="ps-steps__text">
                <span className="ps-steps__title">{stepText(intl, IMPORT_PROGRESS_STEPS.indexOf(step))}</span>
                <span className="ps-sr-only">: {intl.formatMessage({ id: STATE_WORDS[state] })}</span>
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
