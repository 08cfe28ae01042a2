import { liveTopics, type PublicTeamPage, type PublicTournament } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../api/get-public-tournament';
import { usePublicTeam } from '../api/get-public-team';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { teamCalendarLinks } from '../calendar-links';
import { resultsHiddenNote } from '../labels';
import { sortMatches } from '../match-order';
import { FollowButton } from '../notifications/lazy-follow-button';
import { CalendarSubscribe } from './calendar-subscribe';
import { DivisionStandings } from './division-standings';
import { MatchList } from './match-list';
import { PublicPending } from './public-pending';
import { useIntl } from 'react-intl';
import { PublicSection } from './public-section';

/** `/t/$tournamentId/team/$teamKey`: a team's record, its table and every match it plays (the loader read it). */
export function TeamPage({ tournamentId, teamKey }: { tournamentId: string; teamKey: string }) {
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId, { refetchInterval });
  // The division's topic brings its table updates; a division that hides results has no table to follow.
  const division = tournament.divisions.find((candidate) => candidate.brackets.some((bracket) => bracket.table?.some((row) => row.teamKey === teamKey)));
  useLiveTopics(teamTopics(tournamentId, teamKey, division?.name));
  const { data: team } = usePublicTeam(tournamentId, teamKey, { refetchInterval });
  if (!team) return <PublicPending />;
  return <Team tournament={tournament} team={team} />;
}

function Team({ tournament, team }: { tournament: PublicTournament; team: PublicTeamPage }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'team.documentTitle' }, { team: team.team, tournament: tournament.name }));
  const division = tournament.divisions.find((candidate) => candidate.name === team.division);
  const bracketOnly = division && { ...division, brackets: division.brackets.filter((bracket) => bracket.name === team.bracket) };
  const coming = sortMatches(
    team.matches.filter((match) => match.class === 'live' || match.class === 'upcoming'),
    'upcoming',
  );
  const played = sortMatches(
    team.matches.filter((match) => match.class === 'completed' || match.class === 'past'),
    'completed',
  );
  const standing = team.standing;

  return (
    <div className="pub-container">
      <div className="pub-page-head">
        <h1 className="pub-page-head__title">{team.team}</h1>
        <p className="pub-page-head__sub">
          {team.club && team.club !== team.team && <>{team.club} · </>}
          <Link to="/t/$tournamentId/d/$division" params={{ tournamentId: tournament.tournamentId, division: team.division }}>
            {team.division}
          </Link>
          {team.bracket && team.bracket !== 'Default' && <> · {team.bracket}</>}
        </p>
      </div>
      <CalendarSubscribe links={teamCalendarLinks(tournament.tournamentId, team.teamKey)} label={intl.formatMessage({ id: 'team.calendarLabel' }, { team: team.team })} />
      <FollowButton tournamentId={tournament.tournamentId} target="team" targetId={team.teamKey} name={team.team} />

      {team.resultsHidden ? (
        <p className="pub-note">{resultsHiddenNote(intl)}</p>
      ) : (
        standing && (
          <dl className="pub-stat-tiles" aria-label={intl.formatMessage({ id: 'team.inTable' }, { team: team.team })}>
            <div className="pub-stat-tile">
              <dt>{intl.formatMessage({ id: 'standings.position' })}</dt>
              <dd>{standing.position || '–'}</dd>
            </div>
            <div className="pub-stat-tile">
              <dt>{intl.formatMessage({ id: 'standings.column.PTS' })}</dt>
              <dd data-testid="team-points">{standing.PTS}</dd>
            </div>
            <div className="pub-stat-tile">
              <dt>{intl.formatMessage({ id: 'team.wonDrawnLost' })}</dt>
              <dd>
                {standing.W} · {standing.D} · {standing.L}
              </dd>
            </div>
            <div className="pub-stat-tile">
              <dt>{intl.formatMessage({ id: 'stats.goals' })}</dt>
              <dd>
                {standing.GF}–{standing.GA}
              </dd>
            </div>
            {team.cardCounts && (
              // Counts only: who got a card is not the public's business (docs/tournaments-and-matches.md, "Discipline").
              <div className="pub-stat-tile">
                <dt>{intl.formatMessage({ id: 'team.cards' })}</dt>
                <dd data-testid="team-cards">{intl.formatMessage({ id: 'team.cardCounts' }, { yellow: team.cardCounts.yellow, red: team.cardCounts.red })}</dd>
              </div>
            )}
          </dl>
        )
      )}

      <PublicSection id="team-next" title={intl.formatMessage({ id: 'team.fixtures' })}>
        <MatchList matches={coming} durations={tournament.durations} empty={intl.formatMessage({ id: 'team.noMoreMatches' })} showDivision={false} />
      </PublicSection>
      <PublicSection id="team-results" title={intl.formatMessage({ id: team.resultsHidden ? 'team.played' : 'team.results' })}>
        <MatchList matches={played} durations={tournament.durations} empty={intl.formatMessage({ id: 'team.nonePlayed' })} showDivision={false} />
      </PublicSection>
      {!team.resultsHidden && bracketOnly && bracketOnly.brackets.length > 0 && (
        <PublicSection id="team-table" title={intl.formatMessage({ id: 'division.tables' }, { count: 1 })}>
          <DivisionStandings tournamentId={tournament.tournamentId} division={bracketOnly} linked={false} highlightTeamKey={team.teamKey} />
        </PublicSection>
      )}
    </div>
  );
}

/** What a team page follows: the team's matches and its division's table updates. */
export function teamTopics(tournamentId: string, teamKey: string, division: string | undefined): string[] {
  return [liveTopics.team(tournamentId, teamKey), ...(division ? [liveTopics.division(tournamentId, division)] : [])];
}
