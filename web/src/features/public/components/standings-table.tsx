import type { PublicStandingsRow } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { tieBreakerLabel } from '../labels';
import { TieInfo } from './tie-info';
import { useIntl } from 'react-intl';

/** The columns; each language has its own abbreviations (sv 'S V O F', de 'Sp S U N'). */
const COLUMNS = ['MP', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'PTS'] as const;

/** 'Goals for' → 'goals for' inside a sentence; German nouns keep their capital ('Tore'). */
const lowerInRunningText = (locale: string, text: string) => (locale.startsWith('de') ? text : text.toLocaleLowerCase(locale));

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A bracket's table: position, team, MP W D L GF GA GD PTS. Where two teams are level on points, the row
 * of the upper one has an info button saying which tie-breaker (`decidedBy`) put it there.
 * Semantic table (caption, column and row headers); scrolls sideways on a narrow phone with the team
 * column kept in view.
 */
export function StandingsTable({ tournamentId, rows, caption, highlightTeamKey }: { tournamentId: string; rows: PublicStandingsRow[]; caption: string; highlightTeamKey?: string }) {
  const intl = useIntl();
  const captionId = useId();
  if (rows.length === 0) return <p className="pub-muted pub-empty">{intl.formatMessage({ id: 'standings.empty' })}</p>;
  return (
    <div className="pub-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="pub-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="pub-table__pos">
              <abbr title={intl.formatMessage({ id: 'standings.position' })}>{intl.formatMessage({ id: 'standings.positionShort' })}</abbr>
            </th>
            <th scope="col" className="pub-table__team">
              {intl.formatMessage({ id: 'standings.team' })}
            </th>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className={key === 'PTS' ? 'pub-table__pts' : undefined}>
                <abbr title={intl.formatMessage({ id: `standings.column.${key}` })}>{intl.formatMessage({ id: `standings.short.${key}` })}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const next = rows[index + 1];
            const tie = row.decidedBy && row.decidedBy !== 'points' && next ? { criterion: tieBreakerLabel(intl, row.decidedBy), next: next.team } : undefined;
            const current = row.teamKey === highlightTeamKey;
            return (
              <tr key={row.teamKey || row.team} className={current ? 'pub-table__row--current' : undefined} aria-current={current ? 'true' : undefined} data-team={row.team}>
                <td className="pub-table__pos">{row.position || '–'}</td>
                <th scope="row" className="pub-table__team">
                  <span className="pub-table__team-cell">
                    {row.teamKey ? (
                      <Link to="/t/$tournamentId/team/$teamKey" params={{ tournamentId, teamKey: row.teamKey }} className="pub-table__team-link">
                        {row.team}
                      </Link>
                    ) : (
                      row.team
                    )}
                    {tie && (
                      <TieInfo
                        label={intl.formatMessage({ id: 'standings.tieLabel' }, { team: row.team, next: tie.next })}
                        text={intl.formatMessage({ id: 'standings.tieText' }, { next: tie.next, criterion: tie.criterion })}
                      />
                    )}
                  </span>
                </th>
                <td>{row.MP}</td>
                <td>{row.W}</td>
                <td>{row.D}</td>
                <td>{row.L}</td>
                <td>{row.GF}</td>
                <td>{row.GA}</td>
                <td>{signed(row.GD)}</td>
                <td className="pub-table__pts" data-column="PTS">
                  {row.PTS}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The abbreviations spelled out once per page (touch screens show no `title`). */
export function StandingsKey() {
  const intl = useIntl();
  return (
    <p className="pub-table-key">
      {COLUMNS.map((key) => (
        <span key={key}>
          <strong>{intl.formatMessage({ id: `standings.short.${key}` })}</strong> {lowerInRunningText(intl.locale, intl.formatMessage({ id: `standings.column.${key}` }))}
        </span>
      ))}
    </p>
  );
}
