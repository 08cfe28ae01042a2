import { liveTopics, type PublicMatch, type PublicTournament } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicMatch } from '../api/get-public-match';
import { usePublicTournament } from '../api/get-public-tournament';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { formatShortDay } from '../../../lib/format';
import { pitchCalendarLinks } from '../calendar-links';
import { RESULTS_HIDDEN_NOTE } from '../labels';
import { FollowButton } from '../notifications/follow-button';
import { CalendarSubscribe } from './calendar-subscribe';
import { LiveClock } from './match-clock';
import { PublicPending } from './public-pending';

const CARD_LABELS: Record<string, string> = { yellow: 'Yellow card', red: 'Red card', second_yellow: 'Second yellow (sent off)' };

function titleOf(match: PublicMatch): string {
  const scored = match.homeScore !== null && match.awayScore !== null && !match.resultsHidden;
  return scored ? `${match.homeTeam} ${match.homeScore}–${match.awayScore} ${match.awayTeam}` : `${match.homeTeam} v ${match.awayTeam}`;
}

/** `/t/$tournamentId/m/$matchId`: the scoreboard (ticking while live), goals and cards, when and where. */
export function MatchPage({ tournamentId, matchId }: { tournamentId: string; matchId: string }) {
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId);
  useLiveTopics([liveTopics.match(tournamentId, matchId)]);
  const { data: match } = usePublicMatch(tournamentId, matchId, { refetchInterval });
  if (!match) return <PublicPending />;
  return <Match tournament={tournament} match={match} />;
}

function Match({ tournament, match }: { tournament: PublicTournament; match: PublicMatch }) {
  useDocumentTitle(`${titleOf(match)} · ${tournament.name}`);
  const { tournamentId } = tournament;
  const scored = !match.resultsHidden && match.homeScore !== null && match.awayScore !== null;
  const events = [
    ...match.goals.map((goal) => ({ kind: 'goal' as const, minute: goal.minute, teamType: goal.teamType, playerName: goal.playerName, label: 'Goal' })),
    ...match.cards.map((card) => ({ kind: 'card' as const, minute: card.minute, teamType: card.teamType, playerName: card.playerName, label: CARD_LABELS[card.cardType] ?? 'Card', cardType: card.cardType })),
  ].sort((a, b) => a.minute - b.minute);
  const state =
    match.class === 'live' ? null : match.class === 'completed' ? 'Full time' : match.class === 'past' ? 'No result recorded' : `Kick-off ${match.time || 'to be confirmed'}`;

  return (
    <div className="pub-container pub-container--narrow">
      <article className={`pub-scoreboard pub-scoreboard--${match.class}`} aria-labelledby="match-title">
        <h1 id="match-title" className="pub-visually-hidden">
          {titleOf(match)}
        </h1>
        <p className="pub-scoreboard__context">
          <Link to="/t/$tournamentId/d/$division" params={{ tournamentId, division: match.division }}>
            {match.division}
          </Link>
          {match.bracket && match.bracket !== 'Default' && <> · {match.bracket}</>}
          {match.knockout && <> · {match.knockout.roundName}</>}
        </p>
        <div className="pub-scoreboard__main" aria-hidden="true">
          <span className="pub-scoreboard__team">{match.homeTeam}</span>
          <span className="pub-scoreboard__score" data-testid="match-score">
            {scored ? (
              <>
                {match.homeScore}
                <span className="pub-scoreboard__dash">–</span>
                {match.awayScore}
              </>
            ) : (
              <span className="pub-scoreboard__v">v</span>
            )}
          </span>
          <span className="pub-scoreboard__team">{match.awayTeam}</span>
        </div>
        <p className="pub-scoreboard__sr pub-visually-hidden" aria-live="polite">
          {scored ? `${match.homeTeam} ${match.homeScore}, ${match.awayTeam} ${match.awayScore}` : `${match.homeTeam} versus ${match.awayTeam}`}
        </p>
        {match.knockout && (match.knockout.homePenalties !== null || match.knockout.extraTime) && (
          <p className="pub-scoreboard__state" data-testid="knockout-result">
            {match.knockout.homePenalties !== null ? `${match.knockout.homePenalties}–${match.knockout.awayPenalties} on penalties` : 'After extra time'}
          </p>
        )}
        {match.disputed && (
          <p className="pub-scoreboard__disputed" data-testid="result-disputed">
            <span className="pub-badge pub-badge--disputed">Result disputed</span> A coach disputed this result; the organizer is reviewing it.
          </p>
        )}
        <p className="pub-scoreboard__state">
          {match.class === 'live' ? (
            <>
              <span className="pub-badge pub-badge--live">Live</span> <LiveClock match={match} durations={tournament.durations} large />
            </>
          ) : (
            state
          )}
        </p>
        <p className="pub-scoreboard__when">
          {[match.date ? formatShortDay(match.date) : null, match.time || null, match.field].filter(Boolean).join(' · ')}
        </p>
        {match.field && (
          <CalendarSubscribe links={pitchCalendarLinks(tournamentId, match.field)} label={`Matches on ${match.field} in your calendar`} text={`${match.field} calendar`} compact />
        )}
        <FollowButton tournamentId={tournamentId} target="match" targetId={match.matchId} name={`${match.homeTeam} v ${match.awayTeam}`} />
        {(match.homeTeamKey || match.awayTeamKey) && (
          <nav className="pub-scoreboard__teams" aria-label="Teams">
            {match.homeTeamKey && (
              <Link to="/t/$tournamentId/team/$teamKey" params={{ tournamentId, teamKey: match.homeTeamKey }}>
                {match.homeTeam} (home)
              </Link>
            )}
            {match.awayTeamKey && (
              <Link to="/t/$tournamentId/team/$teamKey" params={{ tournamentId, teamKey: match.awayTeamKey }}>
                {match.awayTeam} (away)
              </Link>
            )}
          </nav>
        )}
      </article>

      {match.resultsHidden ? (
        <p className="pub-note">{RESULTS_HIDDEN_NOTE}</p>
      ) : (
        <section className="pub-section" aria-labelledby="match-events">
          <h2 id="match-events" className="pub-section__title">
            Goals &amp; cards
          </h2>
          {events.length === 0 ? (
            <p className="pub-muted pub-empty">{match.class === 'upcoming' ? 'Not kicked off yet.' : 'No goals or cards.'}</p>
          ) : (
            <ol className="pub-events">
              {events.map((event, index) => (
                <li key={index} className={`pub-event pub-event--${event.teamType}`}>
                  <span className="pub-event__minute">{event.minute}&apos;</span>
                  <span className={`pub-event__icon pub-event__icon--${event.kind === 'goal' ? 'goal' : event.cardType === 'yellow' ? 'yellow' : 'red'}`} aria-hidden="true" />
                  <span className="pub-event__text">
                    <span className="pub-visually-hidden">{event.label}: </span>
                    <strong>{event.playerName || 'Unknown player'}</strong>
                    <span className="pub-event__team">
                      {event.teamType === 'home' ? match.homeTeam : match.awayTeam}
                      {event.kind === 'card' && ` · ${event.label}`}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
