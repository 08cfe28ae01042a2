import { ExclamationCircleFilled } from '@ant-design/icons';
import type { BoardMatch, ScheduleView } from '@pitchside/shared';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { violationText } from '../../schedule-labels';

// The first rules broken are listed; the rest are counted, so a badly broken board still reads at a glance.
const LISTED = 12;

/** The rules the schedule breaks as it stands, each with the match that breaks it. */
export function BrokenRulesAlert({ violations, byId }: { violations: ScheduleView['violations']; byId: ReadonlyMap<string, BoardMatch> }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      icon={<ExclamationCircleFilled />}
      title={intl.formatMessage({ id: 'scheduling.brokenRules' }, { count: violations.length })}
      description={
        <ul className="ps-reasons ps-reasons--columns">
          {violations.slice(0, LISTED).map((violation, index) => (
            <li key={`${violation.matchId}-${violation.code}-${index}`}>{violationText(intl, violation, byId)}</li>
          ))}
          {violations.length > LISTED && <li>{intl.formatMessage({ id: 'scheduling.moreBroken' }, { count: violations.length - LISTED })}</li>}
        </ul>
      }
    />
  );
}
