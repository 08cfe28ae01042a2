import { formatKickOff, type DelayPreview, type DelayViolationView } from '@pitchside/shared';
import { Alert } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { saidText } from '../../i18n/said-text';

// Message ids of why a match follows another one; the one asked about needs no reason.
const CAUSE: Record<DelayPreview['changes'][number]['cause'], string> = {
  asked: '',
  pitch: 'delay.cause.pitch',
  team: 'delay.cause.team',
};

/** Each match whose kick-off changes: teams, published time → expected time, and why when it follows another match. */
export function DelayChanges({ preview }: { preview: DelayPreview }) {
  const intl = useIntl();
  if (preview.changes.length === 0) return <p className="ps-muted">{intl.formatMessage({ id: 'delay.noChanges' })}</p>;
  const count = intl.formatMessage({ id: 'delay.changeCount' }, { count: preview.changes.length });
  return (
    <div>
      <p className="ps-late__count">{count}</p>
      {/* Focusable: a long list scrolls inside the dialog, and a keyboard must be able to scroll it too. */}
      <ul className="ps-late__list" tabIndex={0} aria-label={count}>
        {preview.changes.map((change) => (
          <li key={change.matchId} className="ps-late__item">
            <span className="ps-late__teams">{intl.formatMessage({ id: 'delay.teams' }, { home: change.homeTeam, away: change.awayTeam })}</span>
            <span className="ps-late__when">
              {change.pitch ? `${change.pitch} · ` : ''}
              {formatKickOff(change.time, change.previousDelayMinutes)} → <strong>{change.expected}</strong>
              {CAUSE[change.cause] ? <span className="ps-muted"> ({intl.formatMessage({ id: CAUSE[change.cause] })})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rules the delay would break, each with the fix to consider. */
export function DelayProblems({ problems }: { problems: readonly DelayViolationView[] }) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      title={intl.formatMessage({ id: 'delay.problemCount' }, { count: problems.length })}
      description={
        <ul className="ps-reasons">
          {problems.map((problem) => (
            <li key={problem.key}>
              <FormattedMessage
                id="delay.problem"
                values={{
                  message: saidText(intl, { id: problem.messageId, values: problem.values }, problem.message),
                  suggestion: saidText(intl, { id: problem.suggestionId, values: problem.suggestionValues }, problem.suggestion),
                  em: (chunks) => <em>{chunks}</em>,
                }}
              />
            </li>
          ))}
        </ul>
      }
    />
  );
}
