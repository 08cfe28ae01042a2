import { CheckCircleFilled, MailOutlined, WarningFilled } from '@ant-design/icons';
import type { BoardMatch, ShiftResult } from '@pitchside/shared';
import { Alert } from 'antd';
import { formatShortDay, plural } from '../../../../lib/format';
import { matchLabel, violationText } from '../../schedule-labels';

/** What a weather-day shift did: the matches it moved, the referee assignments it made stale, who was told. */
export function ShiftResultView({ result, pitchName, matches }: { result: ShiftResult; pitchName: (pitchId: string) => string; matches: ReadonlyMap<string, BoardMatch> }) {
  const moved = [...result.moved].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || pitchName(a.pitchId).localeCompare(pitchName(b.pitchId)));
  const known = new Map([...matches, ...result.moved.map((match) => [match.matchId, match] as const)]);
  return (
    <section className="ps-card ps-shift-result" aria-labelledby="ps-shift-result-title" role="status">
      <h2 id="ps-shift-result-title" className="ps-card__title">
        <CheckCircleFilled className="ps-shift-result__ok" aria-hidden /> {plural(result.moved.length, 'match', 'matches')} moved
      </h2>
      <dl className="ps-board__stats ps-board__stats--small" aria-label="Shift result">
        <div>
          <dt>Moved</dt>
          <dd>{result.moved.length}</dd>
        </div>
        <div className={result.staleAssignments.length > 0 ? 'ps-board__stat--warn' : ''}>
          <dt>Stale referee assignments</dt>
          <dd>{result.staleAssignments.length}</dd>
        </div>
        <div>
          <dt>
            <MailOutlined aria-hidden /> Notified by e-mail
          </dt>
          <dd>{result.notified}</dd>
        </div>
      </dl>
      <p className="ps-muted">
        {result.notified > 0
          ? `${plural(result.notified, 'coach or referee', 'coaches and referees')} of the moved matches ${result.notified === 1 ? 'was' : 'were'} told by e-mail.`
          : 'Nobody was e-mailed: no coach or referee is linked to the moved matches.'}
      </p>
      {result.staleAssignments.length > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningFilled />}
          title="Referee assignments to check"
          description={
            <ul className="ps-reasons">
              {result.staleAssignments.map((stale) => (
                <li key={`${stale.matchId}-${stale.refereeId}`}>
                  <strong>{stale.refereeName ?? stale.refereeId}</strong>: {stale.reason}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {result.violations.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={`The moved schedule breaks ${plural(result.violations.length, 'rule')}`}
          description={
            <ul className="ps-reasons">
              {result.violations.map((violation, index) => (
                <li key={`${violation.matchId}-${index}`}>{violationText(violation, known)}</li>
              ))}
            </ul>
          }
        />
      )}
      {moved.length > 0 && (
        <ul className="ps-weather__list" aria-label="Moved matches">
          {moved.map((match) => (
            <li key={match.matchId}>
              {formatShortDay(match.date)} {match.start} · {pitchName(match.pitchId)} · {matchLabel(match)}
              {match.refereeName ? ` · ${match.refereeName}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
