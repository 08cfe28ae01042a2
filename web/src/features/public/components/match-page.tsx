import { formatKickOff, liveTopics, type PublicMatch, type PublicTournament } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicMatch } from '../api/get-public-match';
import { usePublicTournament } from '../api/get-public-tournament';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { formatShortDay } from '../../../lib/format';
import { pitchCalendarLinks } from '../calendar-links';
import { resultsHiddenNote } from '../labels';
import { FollowButton } from '../notifications/lazy-follow-button';
import { CalendarSubscribe } from './calendar-subscribe';
import { LiveClock } from './match-clock';
import { PublicPending } from './public-pending';
import { useIntl, type IntlShape } from 'react-intl';
import { roundLabel } from '../../../i18n/round-label';
import { playerDisplayName } from '../../../i18n/player-name';
import { sideName } from '../../../i18n/slot-name';
import { PublicSection } from './public-section';

const CARD_TYPES = new Set(['yellow', 'red', 'second_yellow']);

function titleOf(intl: IntlShape, match: PublicMatch): string {
  const scored = match.homeScore !== null && match.awayScore !== null && !match.resultsHidden;
  return scored ? `${match.homeTeam} ${match.homeScore}–${match.awayScore} ${match.awayTeam}` : intl.formatMessage({ id: 'match.fixtureTitle' }, { home: match.homeTeam, away: match.awayTeam });
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

/** The match with a knockout side not known yet named in the reader's language ('Sieger Gruppe A'). */
function withSideNames(intl: IntlShape, match: PublicMatch): PublicMatch {
  if (!match.knockout) return match;
  return { ...match, homeTeam: sideName(intl, match.homeTeam, match.knockout, 'home'), awayTeam: sideName(intl, match.awayTeam, match.knockout, 'away') };
}

function Match({ tournament, match: stored }: { tournament: PublicTournament; match: PublicMatch }) {
  const intl = useIntl();
  const match = withSideNames(intl, stored);
  useDocumentTitle(`${titleOf(intl, match)} · ${tournament.name}`);
  const { tournamentId } = tournament;
  const scored = !match.resultsHidden && match.homeScore !== null && match.awayScore !== null;
  const events = [
    ...match.goals.map((goal) => ({ kind: 'goal' as const, minute: goal.minute, teamType: goal.teamType, playerName: goal.playerName, label: intl.formatMessage({ id: 'match.goal' }) })),
    ...match.cards.map((card) => ({
      kind: 'card' as const,
      minute: card.minute,
      teamType: card.teamType,
      playerName: card.playerName,
      label: intl.formatMessage({ id: CARD_TYPES.has(card.cardType) ? `card.${card.cardType}` : 'card.card' }),
      cardType: card.cardType,
    })),
  ].sort((a, b) => a.minute - b.minute);
  const state =
    match.class === 'live'
      ? null
      : match.class === 'completed'
        ? intl.formatMessage({ id: 'clock.fullTime' })
        : match.class === 'past'
          ? intl.formatMessage({ id: 'match.noResultRecorded' })
          : match.time
            ? intl.formatMessage({ id: 'match.kickOff' }, { time: formatKickOff(match.time, match.delayMinutes) })
            : intl.formatMessage({ id: 'match.kickOffTbc' });

  return (
    <div className="pub-container pub-container--narrow">
      <article className={`pub-scoreboard pub-scoreboard--${match.class}`} aria-labelledby="match-title">
        <h1 id="match-title" className="pub-visually-hidden">
          {titleOf(intl, match)}
        </h1>
        <p className="pub-scoreboard__context">
          <Link to="/t/$tournamentId/d/$division" params={{ tournamentId, division: match.division }}>
            {match.division}
          </Link>
          {match.bracket && match.bracket !== 'Default' && <> · {match.bracket}</>}
          {match.knockout && <> · {roundLabel(intl, match.knockout.roundName)}</>}
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
              <span className="pub-scoreboard__v">{intl.formatMessage({ id: 'match.v' })}</span>
            )}
          </span>
          <span className="pub-scoreboard__team">{match.awayTeam}</span>
        </div>
        <p className="pub-scoreboard__sr pub-visually-hidden" aria-live="polite">
          {scored ? `${match.homeTeam} ${match.homeScore}, ${match.awayTeam} ${match.awayScore}` : `${match.homeTeam} ${intl.formatMessage({ id: 'match.versus' })} ${match.awayTeam}`}
        </p>
        {match.knockout && (match.knockout.homePenalties !== null || match.knockout.extraTime) && (
          <p className="pub-scoreboard__state" data-testid="knockout-result">
            {match.knockout.homePenalties !== null
              ? intl.formatMessage({ id: 'match.onPenalties' }, { home: match.knockout.homePenalties, away: match.knockout.awayPenalties })
              : intl.formatMessage({ id: 'match.afterExtraTime' })}
          </p>
        )}
        {match.disputed && (
          <p className="pub-scoreboard__disputed" data-testid="result-disputed">
            <span className="pub-badge pub-badge--disputed">{intl.formatMessage({ id: 'match.disputed' })}</span> {intl.formatMessage({ id: 'match.disputedNote' })}
          </p>
        )}
        <p className="pub-scoreboard__state">
          {match.class === 'live' ? (
            <>
              <span className="pub-badge pub-badge--live">{intl.formatMessage({ id: 'match.live' })}</span> <LiveClock match={match} durations={tournament.durations} large />
            </>
          ) : (
            state
          )}
        </p>
        <p className="pub-scoreboard__when">{[match.date ? formatShortDay(match.date) : null, formatKickOff(match.time, match.delayMinutes) || null, match.field].filter(Boolean).join(' · ')}</p>
        {match.field && (
          <CalendarSubscribe
            links={pitchCalendarLinks(tournamentId, match.field)}
            label={intl.formatMessage({ id: 'calendar.pitchLabel' }, { field: match.field })}
            text={intl.formatMessage({ id: 'calendar.pitchText' }, { field: match.field })}
            compact
          />
        )}
        <FollowButton tournamentId={tournamentId} target="match" targetId={match.matchId} name={`${match.homeTeam} v ${match.awayTeam}`} />
        {(match.homeTeamKey || match.awayTeamKey) && (
          <nav className="pub-scoreboard__teams" aria-label={intl.formatMessage({ id: 'match.teams' })}>
            {match.homeTeamKey && (
              <Link to="/t/$tournamentId/team/$teamKey" params={{ tournamentId, teamKey: match.homeTeamKey }}>
                {intl.formatMessage({ id: 'match.homeTeam' }, { team: match.homeTeam })}
              </Link>
            )}
            {match.awayTeamKey && (
              <Link to="/t/$tournamentId/team/$teamKey" params={{ tournamentId, teamKey: match.awayTeamKey }}>
                {intl.formatMessage({ id: 'match.awayTeam' }, { team: match.awayTeam })}
              </Link>
            )}
          </nav>
        )}
      </article>

      {match.resultsHidden ? (
        <p className="pub-note">{resultsHiddenNote(intl)}</p>
      ) : (
        <PublicSection id="match-events" title={intl.formatMessage({ id: 'match.goalsAndCards' })}>
          {events.length === 0 ? (
            <p className="pub-muted pub-empty">{intl.formatMessage({ id: match.class === 'upcoming' ? 'match.notKickedOff' : 'match.noEvents' })}</p>
          ) : (
            <ol className="pub-events">
              {events.map((event, index) => (
                <li key={index} className={`pub-event pub-event--${event.teamType}`}>
                  <span className="pub-event__minute">{event.minute}&apos;</span>
                  <span className={`pub-event__icon pub-event__icon--${event.kind === 'goal' ? 'goal' : event.cardType === 'yellow' ? 'yellow' : 'red'}`} aria-hidden="true" />
                  <span className="pub-event__text">
                    <span className="pub-visually-hidden">{event.label}: </span>
                    <strong>{event.playerName ? playerDisplayName(intl, event.playerName) : intl.formatMessage({ id: 'player.unknown' })}</strong>
                    <span className="pub-event__team">
                      {event.teamType === 'home' ? match.homeTeam : match.awayTeam}
                      {event.kind === 'card' && ` · ${event.label}`}
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </PublicSection>
      )}
    </div>
  );
}
