import type { AgeProblem } from '@pitchside/shared';
import { useIntl } from 'react-intl';

/** Why a player is outside the division's age rule, in the reader's language (shared/check-in's reasons). */
export function AgeProblemText({ problem, bornOnOrAfter, older, allowed }: { problem: AgeProblem; bornOnOrAfter: string | null; older: number; allowed: number | null }) {
  const intl = useIntl();
  const date = bornOnOrAfter ? intl.formatDate(`${bornOnOrAfter}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : '';
  return (
    <span className="ci-problem">
      {problem === 'no_birth_date' ? intl.formatMessage({ id: 'checkIn.noBirthDate' }) : intl.formatMessage({ id: 'checkIn.tooManyOlder' }, { date, older, allowed: allowed ?? 0 })}
    </span>
  );
}
