import type { MatchView } from '@pitchside/shared';
import { Alert, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useCoachedMatches } from '../../../api/matches/list-coached-matches';
import { MatchCard } from './assigned-matches';
import { CoachSuspensions } from './coach-suspensions';
import { TeamSheetLinks } from '../../check-in/components/check-in-links';
import { useIntl, type IntlShape } from 'react-intl';

/** A coach's team matches as cards, today's first; a finished one still to confirm says so. */
export function CoachedMatches() {
  const intl = useIntl();
  const coached = useCoachedMatches();
  return (
    <section className="pm-assigned" aria-labelledby="coached-title">
      <h2 className="pm-section-title" id="coached-title">
        {intl.formatMessage({ id: 'coached.title' })}
      </h2>
      {coached.isError && !coached.data ? (
        <Alert type="error" showIcon title={errorMessage(coached.error)} />
      ) : coached.isPending ? (
        <Skeleton active />
      ) : coached.data.matches.length === 0 ? (
        <p className="ps-card ps-muted">{intl.formatMessage({ id: 'coached.none' })}</p>
      ) : (
        <>
          <TeamSheetLinks matches={coached.data.matches} />
          <CoachSuspensions matches={coached.data.matches} />
          <ul className="pm-match-cards">
            {coached.data.matches.map((match) => (
              <li key={`${match.tournamentId}/${match.matchId}`}>
                <MatchCard match={match} note={coachNote(intl, match)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What a finished match still asks of the coach: confirm (or dispute) it, or wait for the organizer. */
function coachNote(intl: IntlShape, match: MatchView) {
  if (match.disputed) return <span className="pm-match-card__waiting">{intl.formatMessage({ id: 'match.disputed' })}</span>;
  if (match.can.confirm.length > 0)
    return <span className="pm-match-card__waiting">{intl.formatMessage({ id: (match.can.dispute ?? []).length > 0 ? 'coached.confirmOrDispute' : 'home.confirmScore' })}</span>;
  return <span />;
}
