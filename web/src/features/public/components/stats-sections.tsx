import { type PublicStatistics } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { dateFormat } from '../../../i18n/active-locale';
import { playerDisplayName } from '../../../i18n/player-name';
import { formatShortDay } from '../../../lib/format';
import { BarChart, ColumnChart } from './charts';
import { PublicSection } from './public-section';

// The sections of the statistics page, one per figure; each takes the rows it shows, already chosen by the page.

const TOP_IN_CHART = 8;

type Stats = PublicStatistics;

/** Goals per match day: a column chart, with the same figures as a table for those who cannot see it. */
export function GoalsPerDaySection({ goalsByDate }: { goalsByDate: Stats['goalsByDate'] }) {
  const intl = useIntl();
  const busiestDay = goalsByDate.reduce<Stats['goalsByDate'][number] | undefined>((best, day) => (!best || day.goals > best.goals ? day : best), undefined);
  return (
    <PublicSection id="stats-days" title={intl.formatMessage({ id: 'stats.goalsPerDay' })} panel>
      <ColumnChart
        unit={intl.formatMessage({ id: 'stats.goals' })}
        summary={`${intl.formatMessage({ id: 'stats.goalsPerDaySummary' }, { days: goalsByDate.map((day) => `${formatShortDay(day.date)} ${day.goals}`).join(', ') })}${busiestDay ? ` ${intl.formatMessage({ id: 'stats.mostOn' }, { day: formatShortDay(busiestDay.date) })}` : ''}`}
        data={goalsByDate.map((day) => ({ label: day.date, short: shortDate(day.date), value: day.goals }))}
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
            {goalsByDate.map((day) => (
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
  );
}

/** The top scorers: the first few as a bar chart, all of them in a table. */
export function TopScorersSection({ scorers }: { scorers: Stats['topScorers'] }) {
  const intl = useIntl();
  return (
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
  );
}

/** The biggest winning margin, or a note that every match was drawn. */
export function BiggestWinSection({ win }: { win: Stats['biggestWin'] }) {
  const intl = useIntl();
  return (
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
  );
}

/** The teams that kept at least one clean sheet (ten at most). */
export function CleanSheetsSection({ cleanSheets }: { cleanSheets: Stats['cleanSheets'] }) {
  const intl = useIntl();
  return (
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
  );
}

/** Yellow and red cards per team, for the teams that had any. */
export function CardsSection({ cards }: { cards: Stats['cardsByTeam'] }) {
  const intl = useIntl();
  return (
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
  );
}

/** '2026-06-14' → '14/6' style short labels under the columns, in the reader's locale. */
function shortDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) return isoDay;
  return dateFormat({ day: 'numeric', month: 'short' }).format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
