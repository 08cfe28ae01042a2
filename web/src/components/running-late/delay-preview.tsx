import { formatKickOff, type DelayPreview, type DelayViolationView } from '@pitchside/shared';
import { Alert } from 'antd';

const CAUSE: Record<DelayPreview['changes'][number]['cause'], string> = {
  asked: '',
  pitch: 'after the match before it on this pitch',
  team: 'so its team still rests',
};

/** Each match whose kick-off changes: teams, published time → expected time, and why when it follows another match. */
export function DelayChanges({ preview }: { preview: DelayPreview }) {
  if (preview.changes.length === 0) return <p className="ps-muted">No kick-off changes.</p>;
  return (
    <div>
      <p className="ps-late__count">
        {preview.changes.length === 1 ? '1 match' : `${preview.changes.length} matches`} get a new expected kick-off:
      </p>
      <ul className="ps-late__list">
        {preview.changes.map((change) => (
          <li key={change.matchId} className="ps-late__item">
            <span className="ps-late__teams">
              {change.homeTeam} v {change.awayTeam}
            </span>
            <span className="ps-late__when">
              {change.pitch ? `${change.pitch} · ` : ''}
              {formatKickOff(change.time, change.previousDelayMinutes)} → <strong>{change.expected}</strong>
              {CAUSE[change.cause] ? <span className="ps-muted"> ({CAUSE[change.cause]})</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rules the delay would break, each with the fix to consider. */
export function DelayProblems({ problems }: { problems: readonly DelayViolationView[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={problems.length === 1 ? 'This delay breaks a rule' : `This delay breaks ${problems.length} rules`}
      description={
        <ul className="ps-reasons">
          {problems.map((problem) => (
            <li key={problem.key}>
              {problem.message}. <em>Suggested fix:</em> {problem.suggestion}.
            </li>
          ))}
        </ul>
      }
    />
  );
}
