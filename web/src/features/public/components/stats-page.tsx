import { liveTopics, type PublicStatistics, type PublicTournament } from '@pitchside/shared';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { formatShortDay } from '../../../lib/format';
import { usePublicStatistics } from '../api/get-public-statistics';
import { usePublicTournament } from '../api/get-public-tournament';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { BarChart, ColumnChart } from './charts';
import { dateFormat } from '../../../i18n/active-locale';
import { useIntl } from 'react-intl';
import { playerDisplayName } from '../../../i18n/player-name';
import { PublicSection } from './public-section';

const TOP_IN_CHART = 8;
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
  const win = statistics.biggestWin;
  const scorers = statistics.topScorers.slice(0, TOP_IN_TABLE);
  const cards = statistics.cardsByTeam.filter((row) => row.yellow + row.red > 0).sort((a, b) => b.red - a.red || b.yellow - a.yellow || a.team.localeCompare(b.team));
  const cleanSheets = statistics.cleanSheets.filter((row) => row.cleanSheets > 0).slice(0, 10);
  const busiestDay = statistics.goalsByDate.reduce<(typeof statistics.goalsByDate)[number] | undefined>((best, day) => (!best || day.goals > best.goals ? day : best), undefined);

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
          {statistics.goalsByDate.length > 0 && (
            <PublicSection id="stats-days" title={intl.formatMessage({ id: 'stats.goalsPerDay' })} panel>
              <ColumnChart
                unit={intl.formatMessage({ id: 'stats.goals' })}
                summary={`${intl.formatMessage({ id: 'stats.goalsPerDaySummary' }, { days: statistics.goalsByDate.map((day) => `${formatShortDay(day.date)} ${day.goals}`).join(', ') })}${busiestDay ? ` ${intl.formatMessage({ id: 'stats.mostOn' }, { day: formatShortDay(busiestDay.date) })}` : ''}`}
                data={statistics.goalsByDate.map((day) => ({ label: day.date, short: shortDate(day.date), value: day.goals }))}
              />
              <details className="pub-details">
                <summary>{intl.formatMessage({ id: 'stats.goalsPerDayTable' })}</summary>
                <table className="pub-table pub-table--plain">
                  <caption className="pub-visually-hidden">{intl.formatMessage({ id: 'stats.goalsPerMatchDay' })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'stats.day' })}</th>
                      <th scope="col">{intl.formatMessage({ id: 'matches.title' })}</th>
                      <th scope="col">{intl.formatMessage({ id: 'stats.goals' })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {statistics.goalsByDate.map((day) => (
                      <tr key={day.date}>
                        <th scope="row">{formatShortDay(day.date)}</th>
                        <td>{day.matches}</td>
                        <td>{day.goals}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </PublicSection>
          )}

          <PublicSection id="stats-scorers" title={intl.formatMessage({ id: 'stats.topScorers' })} panel>
            {scorers.length === 0 ? (
              <p className="pub-muted">{intl.formatMessage({ id: 'stats.noScorers' })}</p>
            ) : (
              <>
                <BarChart
                  summary={`${intl.formatMessage({ id: 'stats.topScorers' })}: ${scorers
                    .slice(0, TOP_IN_CHART)
                    .map((scorer) => `${playerDisplayName(intl, scorer.playerName)} (${scorer.team}) ${scorer.goals}`)
                    .join(', ')}.`}
                  data={scorers.slice(0, TOP_IN_CHART).map((scorer) => ({ label: playerDisplayName(intl, scorer.playerName), sub: scorer.team, value: scorer.goals }))}
                />
                <details className="pub-details">
                  <summary>{intl.formatMessage({ id: 'stats.topScorersTable' })}</summary>
                  <table className="pub-table pub-table--plain">
                    <caption className="pub-visually-hidden">{intl.formatMessage({ id: 'stats.topScorers' })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{intl.formatMessage({ id: 'stats.player' })}</th>
                        <th scope="col">{intl.formatMessage({ id: 'standings.team' })}</th>
                        <th scope="col">{intl.formatMessage({ id: 'stats.goals' })}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {scorers.map((scorer, index) => (
                        <tr key={`${scorer.team}-${scorer.playerName}-${index}`}>
                          <th scope="row">{playerDisplayName(intl, scorer.playerName)}</th>
                          <td>{scorer.team}</td>
                          <td>{scorer.goals}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            )}
          </PublicSection>

          <PublicSection id="stats-win" title={intl.formatMessage({ id: 'stats.biggestWin' })} panel>
            {win ? (
              <p className="pub-bigwin">
                <span className="pub-bigwin__score">
                  {win.homeTeam} {win.homeScore}–{win.awayScore} {win.awayTeam}
                </span>
                <span className="pub-muted">
                  {intl.formatMessage({ id: 'stats.winBy' }, { winner: win.winner, margin: win.margin })}
                  {win.date ? ` · ${formatShortDay(win.date)}` : ''}
                </span>
              </p>
            ) : (
              <p className="pub-muted">{intl.formatMessage({ id: 'stats.allDraws' })}</p>
            )}
          </PublicSection>

          <PublicSection id="stats-clean" title={intl.formatMessage({ id: 'stats.cleanSheets' })} panel>
            {cleanSheets.length === 0 ? (
              <p className="pub-muted">{intl.formatMessage({ id: 'stats.noCleanSheet' })}</p>
            ) : (
              <table className="pub-table pub-table--plain">
                <caption className="pub-visually-hidden">{intl.formatMessage({ id: 'stats.cleanSheetsByTeam' })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'standings.team' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'stats.cleanSheets' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {cleanSheets.map((row) => (
                    <tr key={row.team}>
                      <th scope="row">{row.team}</th>
                      <td>{row.cleanSheets}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </PublicSection>

          <PublicSection id="stats-cards" title={intl.formatMessage({ id: 'stats.cards' })} panel>
            {cards.length === 0 ? (
              <p className="pub-muted">{intl.formatMessage({ id: 'stats.noCards' })}</p>
            ) : (
              <table className="pub-table pub-table--plain">
                <caption className="pub-visually-hidden">{intl.formatMessage({ id: 'stats.cardsByTeam' })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'standings.team' })}</th>
                    <th scope="col">
                      <span className="pub-card-icon pub-card-icon--yellow" aria-hidden="true" /> {intl.formatMessage({ id: 'stats.yellow' })}
                    </th>
                    <th scope="col">
                      <span className="pub-card-icon pub-card-icon--red" aria-hidden="true" /> {intl.formatMessage({ id: 'stats.red' })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cards.map((row) => (
                    <tr key={row.team}>
                      <th scope="row">{row.team}</th>
                      <td>{row.yellow}</td>
                      <td>{row.red}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </PublicSection>
        </div>
      )}
    </div>
  );
}

/** '2026-06-14' → '14/6' style short labels under the columns, in the reader's locale. */
function shortDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  return dateFormat({ day: 'numeric', month: 'short' }).format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
