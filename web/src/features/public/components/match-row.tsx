import { formatKickOff, type MatchDurations, type PublicMatch } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { LiveClock } from './match-clock';
import { useIntl } from 'react-intl';
import { sideName } from '../../../i18n/slot-name';

/** One fixture in a list: when (or the live clock), both teams, the score, division and field. A link to the match page. */
export function MatchRow({ match, durations, showDivision = true }: { match: PublicMatch; durations: Partial<MatchDurations> | undefined; showDivision?: boolean }) {
  const intl = useIntl();
  const scored = !match.resultsHidden && match.homeScore !== null && match.awayScore !== null;
  const homeWon = scored && match.class === 'completed' && (match.homeScore ?? 0) > (match.awayScore ?? 0);
  const awayWon = scored && match.class === 'completed' && (match.awayScore ?? 0) > (match.homeScore ?? 0);
  const meta = [showDivision ? match.division : null, match.bracket && match.bracket !== 'Default' ? match.bracket : null, match.field].filter(Boolean).join(' · ');
  return (
    <li className={`pub-match pub-match--${match.class}`} data-match-id={match.matchId}>
      <Link to="/t/$tournamentId/m/$matchId" params={{ tournamentId: match.tournamentId, matchId: match.matchId }} className="pub-match__link">
        <span className="pub-match__when">
          {match.class === 'live' ? (
            <>
              <span className="pub-badge pub-badge--live">{intl.formatMessage({ id: 'match.live' })}</span>
              <LiveClock match={match} durations={durations} />
            </>
          ) : match.class === 'completed' ? (
            <span className="pub-badge">{intl.formatMessage({ id: 'match.fullTimeShort' })}</span>
          ) : match.class === 'past' ? (
            <span className="pub-badge pub-badge--muted">{intl.formatMessage({ id: 'match.noResult' })}</span>
          ) : (
            <span className="pub-match__time">{formatKickOff(match.time, match.delayMinutes) || intl.formatMessage({ id: 'match.timeTbc' })}</span>
          )}
        </span>
        <span className="pub-match__teams">
          <span className={`pub-match__team${homeWon ? ' pub-match__team--won' : ''}`}>
            <span className="pub-match__name">{sideName(intl, match.homeTeam, match.knockout, 'home')}</span>
            {scored && (
              <span className="pub-match__score" data-side="home">
                {match.homeScore}
              </span>
            )}
          </span>
          <span className="pub-visually-hidden">{scored ? ', ' : ` ${intl.formatMessage({ id: 'match.versus' })} `}</span>
          <span className={`pub-match__team${awayWon ? ' pub-match__team--won' : ''}`}>
            <span className="pub-match__name">{sideName(intl, match.awayTeam, match.knockout, 'away')}</span>
            {scored && (
              <span className="pub-match__score" data-side="away">
                {match.awayScore}
              </span>
            )}
          </span>
          {meta && <span className="pub-match__meta">{meta}</span>}
          {match.disputed && <span className="pub-badge pub-badge--disputed">{intl.formatMessage({ id: 'match.disputed' })}</span>}
        </span>
      </Link>
    </li>
  );
}
