import { liveTopics, type PublicStatistics, type PublicTournament } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { usePublicStatistics } from '../api/get-public-statistics';
import { usePublicTournament } from '../api/get-public-tournament';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { BiggestWinSection, CardsSection, CleanSheetsSection, GoalsPerDaySection, TopScorersSection } from './stats-sections';

const TOP_IN_TABLE = 20;

/** `/t/$tournamentId/stats`: goals, average per match, scorers, cards, clean sheets, biggest win. Completed matches only. */
export function StatsPage({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId);
  useDocumentTitle(intl.formatMessage({ id: 'stats.documentTitle' }, { tournament: tournament.name }));
  // The tournament's digest says which matches changed: the statistics are read again then.
  useLiveTopics([liveTopics.tournament(tournamentId)]);
  const { data, error } = usePublicStatistics(tournamentId, { refetchInterval });
  if (!data) {
    return (
      <div className="pub-container">
        <h1 className="pub-page-head__title pub-page-head">{intl.formatMessage({ id: 'tournament.statistics' })}</h1>
        {error ? (
          <p className="pub-error" role="alert">
            {errorMessage(error)}
          </p>
        ) : (
          <p className="pub-muted pub-empty" role="status">
            {intl.formatMessage({ id: 'stats.loading' })}
          </p>
        )}
      </div>
    );
  }
  return <Statistics tournament={tournament} statistics={data} />;
}

function Statistics({ tournament, statistics }: { tournament: PublicTournament; statistics: PublicStatistics }) {
  const intl = useIntl();
  const hidden = tournament.divisions.filter((division) => division.resultsHidden);
  const scorers = statistics.topScorers.slice(0, TOP_IN_TABLE);
  const cards = statistics.cardsByTeam.filter((row) => row.yellow + row.red > 0).sort((a, b) => b.red - a.red || b.yellow - a.yellow || a.team.localeCompare(b.team));
  const cleanSheets = statistics.cleanSheets.filter((row) => row.cleanSheets > 0).slice(0, 10);

  return (
    <div className="pub-container pub-stats">
      <h1 className="pub-page-head__title pub-page-head">{intl.formatMessage({ id: 'tournament.statistics' })}</h1>
      <p className="pub-muted pub-stats__lead">
        {hidden.length > 0 ? intl.formatMessage({ id: 'stats.leadHidden' }, { divisions: intl.formatList(hidden.map((division) => division.name)) }) : intl.formatMessage({ id: 'stats.lead' })}
      </p>

      <dl className="pub-stat-tiles pub-stat-tiles--3">
        <div className="pub-stat-tile">
          <dt>{intl.formatMessage({ id: 'standings.column.MP' })}</dt>
          <dd data-testid="stat-matches">{statistics.matchesPlayed}</dd>
        </div>
        <div className="pub-stat-tile">
          <dt>{intl.formatMessage({ id: 'stats.goals' })}</dt>
          <dd data-testid="stat-goals">{statistics.totalGoals}</dd>
        </div>
        <div className="pub-stat-tile">
          <dt>{intl.formatMessage({ id: 'stats.goalsPerMatch' })}</dt>
          <dd data-testid="stat-average">{intl.formatNumber(statistics.averageGoalsPerMatch, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
        </div>
      </dl>

      {statistics.matchesPlayed === 0 ? (
        <p className="pub-empty">{intl.formatMessage({ id: 'stats.noneYet' })}</p>
      ) : (
        <div className="pub-stats__grid">
          {statistics.goalsByDate.length > 0 && <GoalsPerDaySection goalsByDate={statistics.goalsByDate} />}
          <TopScorersSection scorers={scorers} />
          <BiggestWinSection win={statistics.biggestWin} />
          <CleanSheetsSection cleanSheets={cleanSheets} />
          <CardsSection cards={cards} />
        </div>
      )}
    </div>
  );
}
