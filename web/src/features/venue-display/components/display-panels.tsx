import type { Announcement, MatchDurations, PublicMatch } from '@pitchside/shared';
import { useIntl } from 'react-intl';
import { readClock } from '../../public/components/match-clock';
import type { DisplayView } from '../display-view';

const score = (match: PublicMatch) => (match.resultsHidden || match.homeScore === null ? '–' : `${match.homeScore} – ${match.awayScore ?? 0}`);

/** The matches being played: pitch, teams, score and clock (the clock reads `now`, the screen's one ticking value). */
export function LivePanel({ view, durations, now }: { view: DisplayView; durations: Partial<MatchDurations> | undefined; now: number }) {
  const intl = useIntl();
  return (
    <section className="vd-panel vd-panel--live" aria-labelledby="vd-live">
      <h2 id="vd-live">{intl.formatMessage({ id: 'display.live' })}</h2>
      {view.live.length === 0 ? (
        <p className="vd-empty">{intl.formatMessage({ id: 'display.nothingLive' })}</p>
      ) : (
        <ul className="vd-rows">
          {view.live.map((match) => {
            const clock = readClock(intl, match, durations, now);
            return (
              <li key={match.matchId} className="vd-row" data-match-id={match.matchId}>
                <span className="vd-pitch">{match.field}</span>
                <span className="vd-team vd-team--home">{match.homeTeam}</span>
                <span className="vd-score" data-testid="display-score">
                  {score(match)}
                </span>
                <span className="vd-team">{match.awayTeam}</span>
                <span className="vd-clock" title={clock.period}>
                  {clock.short}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function NextPanel({ view }: { view: DisplayView }) {
  const intl = useIntl();
  return (
    <section className="vd-panel" aria-labelledby="vd-next">
      <h2 id="vd-next">{intl.formatMessage({ id: 'display.next' })}</h2>
      {view.next.length === 0 ? (
        <p className="vd-empty">{intl.formatMessage({ id: 'display.nothingNext' })}</p>
      ) : (
        <ul className="vd-rows">
          {view.next.map(({ field, match, kickOff }) => (
            <li key={field} className="vd-row vd-row--next">
              <span className="vd-pitch">{field}</span>
              <span className={match.delayMinutes ? 'vd-time vd-time--late' : 'vd-time'}>{kickOff}</span>
              <span className="vd-team vd-team--home">{match.homeTeam}</span>
              <span className="vd-vs" aria-hidden="true">
                –
              </span>
              <span className="vd-team">{match.awayTeam}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LatestPanel({ view }: { view: DisplayView }) {
  const intl = useIntl();
  return (
    <section className="vd-panel" aria-labelledby="vd-latest">
      <h2 id="vd-latest">{intl.formatMessage({ id: 'display.latest' })}</h2>
      {view.latest.length === 0 ? (
        <p className="vd-empty">{intl.formatMessage({ id: 'display.nothingLatest' })}</p>
      ) : (
        <ul className="vd-rows">
          {view.latest.map((match) => (
            <li key={match.matchId} className="vd-row">
              <span className="vd-team vd-team--home">{match.homeTeam}</span>
              <span className="vd-score">{score(match)}</span>
              <span className="vd-team">{match.awayTeam}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One group table at a time, in turn: a TV cannot scroll. */
export function TablePanel({ view }: { view: DisplayView }) {
  const intl = useIntl();
  const { table } = view;
  if (!table) return null;
  const columns = ['MP', 'GD', 'PTS'] as const;
  return (
    <section className="vd-panel vd-panel--table" aria-labelledby="vd-table">
      <h2 id="vd-table">
        {intl.formatMessage({ id: 'display.table' }, { division: table.division, bracket: table.bracket })}
        <span className="vd-count"> {intl.formatMessage({ id: 'display.tableCount' }, { index: table.index + 1, count: table.count })}</span>
      </h2>
      <table className="vd-table">
        <thead>
          <tr>
            <th scope="col">
              <abbr title={intl.formatMessage({ id: 'standings.position' })}>{intl.formatMessage({ id: 'standings.positionShort' })}</abbr>
            </th>
            <th scope="col" className="vd-table__team">
              {intl.formatMessage({ id: 'standings.team' })}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                <abbr title={intl.formatMessage({ id: `standings.column.${column}` })}>{intl.formatMessage({ id: `standings.short.${column}` })}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.teamKey}>
              <td>{row.position}</td>
              <td className="vd-table__team">{row.team}</td>
              {columns.map((column) => (
                <td key={column}>{row[column]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The announcements that are not urgent: a band along the bottom. */
export function NoticeBand({ notices }: { notices: readonly Announcement[] }) {
  const intl = useIntl();
  if (notices.length === 0) return null;
  return (
    <section className="vd-notices" aria-label={intl.formatMessage({ id: 'display.announcements' })} aria-live="polite">
      {notices.map((notice) => (
        <p key={notice.announcementId} className="vd-notice">
          {notice.text}
        </p>
      ))}
    </section>
  );
}

/** An urgent announcement takes the whole screen until it is withdrawn. */
export function UrgentScreen({ announcement }: { announcement: Announcement }) {
  const intl = useIntl();
  return (
    <div className="vd-urgent" role="alert" data-testid="display-urgent">
      <p className="vd-urgent__label">{intl.formatMessage({ id: 'display.urgent' })}</p>
      <p className="vd-urgent__text">{announcement.text}</p>
    </div>
  );
}
