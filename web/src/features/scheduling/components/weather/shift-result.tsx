import { CheckCircleFilled, MailOutlined, WarningFilled } from '@ant-design/icons';
import type { BoardMatch, ShiftResult } from '@pitchside/shared';
import { Alert } from 'antd';
import { formatShortDay } from '../../../../lib/format';
import { matchLabel, violationText } from '../../schedule-labels';
import { saidText } from '../../../../i18n/said-text';
import { useIntl } from 'react-intl';

/** What a weather-day shift did: the matches it moved, the referee assignments it made stale, who was told. */
export function ShiftResultView({ result, pitchName, matches }: { result: ShiftResult; pitchName: (pitchId: string) => string; matches: ReadonlyMap<string, BoardMatch> }) {
  const moved = [...result.moved].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || pitchName(a.pitchId).localeCompare(pitchName(b.pitchId)));
  const known = new Map([...matches, ...result.moved.map((match) => [match.matchId, match] as const)]);
  const intl = useIntl();
  return (
    <section className="ps-card ps-shift-result" aria-labelledby="ps-shift-result-title" role="status">
      <h2 id="ps-shift-result-title" className="ps-card__title">
        <CheckCircleFilled className="ps-shift-result__ok" aria-hidden /> {intl.formatMessage({ id: 'scheduling.weather.moved' }, { count: result.moved.length })}
      </h2>
      <dl className="ps-board__stats ps-board__stats--small" aria-label={intl.formatMessage({ id: 'scheduling.weather.result' })}>
        <div>
          <dt>{intl.formatMessage({ id: 'scheduling.weather.statMoved' })}</dt>
          <dd>{result.moved.length}</dd>
        </div>
        <div className={result.staleAssignments.length > 0 ? 'ps-board__stat--warn' : ''}>
          <dt>{intl.formatMessage({ id: 'scheduling.weather.statStale' })}</dt>
          <dd>{result.staleAssignments.length}</dd>
        </div>
        <div>
          <dt>
            <MailOutlined aria-hidden /> {intl.formatMessage({ id: 'scheduling.weather.statNotified' })}
          </dt>
          <dd>{result.notified}</dd>
        </div>
      </dl>
      <p className="ps-muted">
        {result.notified > 0 ? intl.formatMessage({ id: 'scheduling.weather.notified' }, { count: result.notified }) : intl.formatMessage({ id: 'scheduling.weather.nobody' })}
      </p>
      {result.staleAssignments.length > 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningFilled />}
          title={intl.formatMessage({ id: 'scheduling.weather.staleTitle' })}
          description={
            <ul className="ps-reasons">
              {result.staleAssignments.map((stale) => (
                <li key={`${stale.matchId}-${stale.refereeId}`}>
                  <strong>{stale.refereeName ?? stale.refereeId}</strong>: {saidText(intl, { id: stale.messageId, values: stale.values }, stale.reason)}
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
          title={intl.formatMessage({ id: 'scheduling.weather.breaks' }, { count: result.violations.length })}
          description={
            <ul className="ps-reasons">
              {result.violations.map((violation, index) => (
                <li key={`${violation.matchId}-${index}`}>{violationText(intl, violation, known)}</li>
              ))}
            </ul>
          }
        />
      )}
      {moved.length > 0 && (
        <ul className="ps-weather__list" aria-label={intl.formatMessage({ id: 'scheduling.weather.movedList' })}>
          {moved.map((match) => (
            <li key={match.matchId}>
              {formatShortDay(match.date)} {match.start} · {pitchName(match.pitchId)} · {matchLabel(intl, match)}
              {match.refereeName ? ` · ${match.refereeName}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
