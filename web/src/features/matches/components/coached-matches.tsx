import type { MatchView } from '@pitchside/shared';
import { Alert, Skeleton } from 'antd';
import { errorMessage } from '../../../lib/api-client';
import { useCoachedMatches } from '../../../api/matches/list-coached-matches';
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
              <MatchCard match={match} note={coachNote(match)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What a finished match still asks of the coach: confirm (or dispute) it, or wait for the organizer. */
function coachNote(match: MatchView) {
  if (match.disputed) return <span className="pm-match-card__waiting">Result disputed</span>;
  if (match.can.confirm.length > 0) return <span className="pm-match-card__waiting">{(match.can.dispute ?? []).length > 0 ? 'Confirm the score (or dispute it)' : 'Confirm the score'}</span>;
  return <span />;
}
