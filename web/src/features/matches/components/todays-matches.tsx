import '../matches.css';
import '../../../components/home-screen.css';
import type { MatchView } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useAssignedMatches } from '../../../api/matches/list-assigned-matches';
import { useCoachedMatches } from '../../../api/matches/list-coached-matches';
import { useTodayMatches } from '../../../api/matches/list-today-matches';
import { MatchCard } from './assigned-matches';
import { playedToday } from '../today-order';

export type FieldRole = 'referee' | 'coach' | 'medic';

/** Catalog ids of each role's words: `home.today.<role>.title|none|all`. */
const WORDS = (role: FieldRole) => ({ title: `home.today.${role}.title`, none: `home.today.${role}.none`, all: `home.today.${role}.all` });

/** How many cards home shows before "all matches": a busy tournament day must not bury the rest of the page. */
export const HOME_MATCH_LIMIT = 6;

/** Home's next step for a field role: today's matches as cards that open the match, and the way to all of them. */
export function RefereeTodaysMatches() {
  return <TodaysList role="referee" query={useAssignedMatches()} limit={HOME_MATCH_LIMIT} />;
}

export function CoachTodaysMatches() {
  return <TodaysList role="coach" query={useCoachedMatches()} limit={HOME_MATCH_LIMIT} />;
}

/** A medic's matches today: a few on home, all of them on the Matches page (`limit` left out). */
export function MedicTodaysMatches({ limit }: { limit?: number }) {
  return <TodaysList role="medic" query={useTodayMatches()} {...(limit ? { limit } : {})} />;
}

interface MatchesQuery {
  data?: { matches: MatchView[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

function TodaysList({ role, query, limit }: { role: FieldRole; query: MatchesQuery; limit?: number }) {
  const intl = useIntl();
  const ids = WORDS(role);
  const words = { title: intl.formatMessage({ id: ids.title }), none: intl.formatMessage({ id: ids.none }) };
  const all = query.data ? playedToday(query.data.matches) : [];
  const today = limit ? all.slice(0, limit) : all;
  const more = all.length - today.length;
  const id = `today-${role}-title`;
  return (
    <section className="ps-card ps-home-today" aria-labelledby={id}>
      <div className="ps-home-today__head">
        <h2 id={id} className="ps-card__title">
          {words.title}
        </h2>
        {/* On home (a limited list) the way to all of them; the Matches page is that list already. */}
        {limit !== undefined && (
          <Link to="/admin/matches" className="ps-home-today__all">
            {intl.formatMessage({ id: ids.all }, { more })}
          </Link>
        )}
      </div>
      {query.isError && !query.data ? (
        <Alert type="error" showIcon title={errorMessage(query.error)} />
      ) : query.isPending ? (
        <Skeleton active />
      ) : today.length === 0 ? (
        <p className="ps-muted">{words.none}</p>
      ) : (
        <ul className="pm-match-cards" aria-label={words.title}>
          {today.map((match) => (
            <li key={`${match.tournamentId}/${match.matchId}`}>
              {role === 'referee' ? (
                <MatchCard match={match} />
              ) : (
                <MatchCard
                  match={match}
                  note={role === 'coach' && match.can.confirm.length > 0 ? <span className="pm-match-card__waiting">{intl.formatMessage({ id: 'home.confirmScore' })}</span> : <span />}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
