import { liveTopics, type PublicStatistics, type PublicTournament } from '@pitchside/shared';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-error';
import { formatShortDay } from '../../../lib/format';
import { usePublicStatistics } from '../api/get-public-statistics';
import { usePublicTournament } from '../api/get-public-tournament';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { BarChart, ColumnChart } from './charts';

const TOP_IN_CHART = 8;
const TOP_IN_TABLE = 20;

/** `/t/$tournamentId/stats`: goals, average per match, scorers, cards, clean sheets, biggest win. Completed matches only. */
export function StatsPage({ tournamentId }: { tournamentId: string }) {
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId);
  useDocumentTitle(`Statistics · ${tournament.name}`);
  // The tournament's digest says which matches changed: the statistics are read again then.
  useLiveTopics([liveTopics.tournament(tournamentId)]);
  const { data, error } = usePublicStatistics(tournamentId, { refetchInterval });
  if (!data) {
    return (
      <div className="pub-container">
        <h1 className="pub-page-head__title pub-page-head">Statistics</h1>
        {error ? <p className="pub-error" role="alert">{errorMessage(error)}</p> : <p className="pub-muted pub-empty" role="status">Loading statistics…</p>}
      </div>
    );
  }
  return <Statistics tournament={tournament} statistics={data} />;
}

function Statistics({ tournament, statistics }: { tournament: PublicTournament; statistics: PublicStatistics }) {
  const hidden = tournament.divisions.filter((division) => division.resultsHidden);
  const win = statistics.biggestWin;
  const scorers = statistics.topScorers.slice(0, TOP_IN_TABLE);
  const cards = statistics.cardsByTeam.filter((row) => row.yellow + row.red > 0).sort((a, b) => b.red - a.red || b.yellow - a.yellow || a.team.localeCompare(b.team));
  const cleanSheets = statistics.cleanSheets.filter((row) => row.cleanSheets > 0).slice(0, 10);
  const busiestDay = statistics.goalsByDate.reduce<(typeof statistics.goalsByDate)[number] | undefined>((best, day) => (!best || day.goals > best.goals ? day : best), undefined);

  return (
    <div className="pub-container pub-stats">
      <h1 className="pub-page-head__title pub-page-head">Statistics</h1>
      <p className="pub-muted pub-stats__lead">
        From completed matches{hidden.length > 0 ? `; divisions that show fixtures only (${hidden.map((division) => division.name).join(', ')}) are not counted` : ''}.
      </p>

      <dl className="pub-stat-tiles pub-stat-tiles--3">
        <div className="pub-stat-tile">
          <dt>Matches played</dt>
          <dd data-testid="stat-matches">{statistics.matchesPlayed}</dd>
        </div>
        <div className="pub-stat-tile">
          <dt>Goals</dt>
          <dd data-testid="stat-goals">{statistics.totalGoals}</dd>
        </div>
        <div className="pub-stat-tile">
          <dt>Goals per match</dt>
          <dd data-testid="stat-average">{statistics.averageGoalsPerMatchText}</dd>
        </div>
      </dl>

      {statistics.matchesPlayed === 0 ? (
        <p className="pub-empty">No match has been completed yet: statistics appear after the first final whistle.</p>
      ) : (
        <div className="pub-stats__grid">
          {statistics.goalsByDate.length > 0 && (
            <section className="pub-panel" aria-labelledby="stats-days">
              <h2 id="stats-days" className="pub-panel__title">
                Goals per day
              </h2>
              <ColumnChart
                unit="Goals"
                summary={`Goals per match day: ${statistics.goalsByDate.map((day) => `${formatShortDay(day.date)} ${day.goals}`).join(', ')}.${busiestDay ? ` Most on ${formatShortDay(busiestDay.date)}.` : ''}`}
                data={statistics.goalsByDate.map((day) => ({ label: day.date, short: shortDate(day.date), value: day.goals }))}
              />
              <details className="pub-details">
                <summary>Goals per day as a table</summary>
                <table className="pub-table pub-table--plain">
                  <caption className="pub-visually-hidden">Goals per match day</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Matches</th>
                      <th scope="col">Goals</th>
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
            </section>
          )}

          <section className="pub-panel" aria-labelledby="stats-scorers">
            <h2 id="stats-scorers" className="pub-panel__title">
              Top scorers
            </h2>
            {scorers.length === 0 ? (
              <p className="pub-muted">No goal scorers recorded.</p>
            ) : (
              <>
                <BarChart
                  summary={`Top scorers: ${scorers.slice(0, TOP_IN_CHART).map((scorer) => `${scorer.playerName} (${scorer.team}) ${scorer.goals}`).join(', ')}.`}
                  data={scorers.slice(0, TOP_IN_CHART).map((scorer) => ({ label: scorer.playerName, sub: scorer.team, value: scorer.goals }))}
                />
                <details className="pub-details">
                  <summary>All top scorers as a table</summary>
                  <table className="pub-table pub-table--plain">
                    <caption className="pub-visually-hidden">Top scorers</caption>
                    <thead>
                      <tr>
                        <th scope="col">Player</th>
                        <th scope="col">Team</th>
                        <th scope="col">Goals</th>
                      </tr>
                    </thead>
                    <tbody>
                      {scorers.map((scorer, index) => (
                        <tr key={`${scorer.team}-${scorer.playerName}-${index}`}>
                          <th scope="row">{scorer.playerName}</th>
                          <td>{scorer.team}</td>
                          <td>{scorer.goals}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            )}
          </section>

          <section className="pub-panel" aria-labelledby="stats-win">
            <h2 id="stats-win" className="pub-panel__title">
              Biggest win
            </h2>
            {win ? (
              <p className="pub-bigwin">
                <span className="pub-bigwin__score">
                  {win.homeTeam} {win.homeScore}–{win.awayScore} {win.awayTeam}
                </span>
                <span className="pub-muted">
                  {win.winner} by {win.margin} {win.margin === 1 ? 'goal' : 'goals'}
                  {win.date ? ` · ${formatShortDay(win.date)}` : ''}
                </span>
              </p>
            ) : (
              <p className="pub-muted">Every match so far was a draw.</p>
            )}
          </section>

          <section className="pub-panel" aria-labelledby="stats-clean">
            <h2 id="stats-clean" className="pub-panel__title">
              Clean sheets
            </h2>
            {cleanSheets.length === 0 ? (
              <p className="pub-muted">No clean sheet yet.</p>
            ) : (
              <table className="pub-table pub-table--plain">
                <caption className="pub-visually-hidden">Clean sheets by team</caption>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">Clean sheets</th>
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
          </section>

          <section className="pub-panel" aria-labelledby="stats-cards">
            <h2 id="stats-cards" className="pub-panel__title">
              Cards
            </h2>
            {cards.length === 0 ? (
              <p className="pub-muted">No cards shown. Fair play!</p>
            ) : (
              <table className="pub-table pub-table--plain">
                <caption className="pub-visually-hidden">Cards by team</caption>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">
                      <span className="pub-card-icon pub-card-icon--yellow" aria-hidden="true" /> Yellow
                    </th>
                    <th scope="col">
                      <span className="pub-card-icon pub-card-icon--red" aria-hidden="true" /> Red
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
          </section>
        </div>
      )}
    </div>
  );
}

const columnDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** '2026-06-14' → '14/6' style short labels under the columns, in the reader's locale. */
function shortDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  return columnDay.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
