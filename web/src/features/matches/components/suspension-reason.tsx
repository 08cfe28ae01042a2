import type { SuspensionView } from '@pitchside/shared';
import { useIntl } from 'react-intl';

/** Why a player is suspended and which matches they sit out: the organizer's list and the coach's squad say it alike. */
export function SuspensionReason({ suspension }: { suspension: SuspensionView }) {
  const intl = useIntl();
  const sitOut = suspension.sitOut.map((match) => intl.formatMessage({ id: 'discipline.againstOn' }, { opponent: match.opponent, date: match.date })).join(', ');
  return (
    <span className="pm-discipline__reason">
      {intl.formatMessage({ id: `discipline.cause.${suspension.cause}` }, { opponent: suspension.cardMatch.opponent, date: suspension.cardMatch.date })}{' '}
      {intl.formatMessage({ id: 'discipline.sitsOut' }, { count: suspension.matches, matches: sitOut || intl.formatMessage({ id: 'discipline.notScheduled' }) })}
    </span>
  );
}
