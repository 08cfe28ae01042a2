import { Alert, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useCoachedMatches } from '../api/list-coached-matches';
import { MatchCard } from './assigned-matches';

/** A coach's team matches as cards, today's first; a finished one still to confirm says so. */
export function CoachedMatches() {
  const coached = useCoachedMatches();
  return (
    <section className="pm-assigned" aria-labelledby="coached-title">
      <h2 className="pm-section-title" id="coached-title">
        Your teams’ matches
      </h2>
      {coached.isError && !coached.data ? (
        <Alert type="error" showIcon title={errorMessage(coached.error)} />
      ) : coached.isPending ? (
        <Skeleton active />
      ) : coached.data.matches.length === 0 ? (
        <p className="ps-card ps-muted">No matches for your teams yet. They appear here once an organizer enters your team in a tournament.</p>
      ) : (
        <ul className="pm-match-cards">
          {coached.data.matches.map((match) => (
            <li key={`${match.tournamentId}/${match.matchId}`}>
              <MatchCard match={match} note={match.can.confirm.length > 0 ? <span className="pm-match-card__waiting">Confirm the score</span> : <span />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
