import { dayLabel, venueTimeNote, type PublicTournament } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../api/get-public-tournament';
import { usePublicMatches } from '../api/list-public-matches';
import { PublicPending } from '../components/public-pending';
import { arrange, daysOf, pdfHref, teamMatches, teamsOf, type PrintArrangement, type PrintTable } from './print-sections';
import './print.css';

export interface PrintSearch {
  by: PrintArrangement;
  date?: string | undefined;
  team?: string | undefined;
}

const ARRANGEMENTS: { value: PrintArrangement; label: string }[] = [
  { value: 'day', label: 'By day' },
  { value: 'pitch', label: 'By pitch' },
  { value: 'team', label: 'One team' },
];

/**
 * `/t/$tournamentId/print`: the published schedule on paper — by day, by pitch or for one team — as a
 * page that prints well (print.css hides the site around it) and as the same choice in PDF.
 */
export function PrintSchedulePage({ tournamentId, search }: { tournamentId: string; search: PrintSearch }) {
  const { data: tournament } = usePublicTournament(tournamentId);
  const { data: matches } = usePublicMatches(tournamentId, undefined);
  useDocumentTitle(`Printable schedule · ${tournament.name}`);
  if (!matches) return <PublicPending />;
  return <PrintSchedule tournament={tournament} matches={matches} search={search} />;
}

function PrintSchedule({ tournament, matches, search }: { tournament: PublicTournament; matches: NonNullable<ReturnType<typeof usePublicMatches>['data']>; search: PrintSearch }) {
  const navigate = useNavigate();
  const ids = useId();
  const teams = teamsOf(matches);
  const days = daysOf(matches);
  const team = search.by === 'team' ? teams.find((candidate) => candidate.teamKey === search.team) : undefined;
  const shown = team ? teamMatches(matches, team.teamKey) : matches;
  const blocks = search.by === 'team' && !team ? [] : arrange(shown, search.by, search.date);
  const choose = (next: Partial<PrintSearch>) => void navigate({ to: '/t/$tournamentId/print', params: { tournamentId: tournament.tournamentId }, search: { ...search, ...next }, replace: true });

  return (
    <div className="pub-container pub-print">
      <p className="pub-print__heading-on-paper" aria-hidden="true">{tournament.name} · {tournament.venue}{team ? ` · ${team.team}` : ''}</p>
      <div className="pub-page-head">
        <h1 className="pub-page-head__title">Printable schedule{team ? `: ${team.team}` : ''}</h1>
        <p className="pub-page-head__sub pub-print__note">{venueTimeNote(tournament.timeZone)}</p>
      </div>

      <form className="pub-print-controls" aria-label="What to print" onSubmit={(event) => event.preventDefault()}>
        <fieldset className="pub-print-controls__group">
          <legend>Arrange</legend>
          {ARRANGEMENTS.map((option) => (
            <label key={option.value} className="pub-print-controls__choice">
              <input type="radio" name="by" value={option.value} checked={search.by === option.value} onChange={() => choose({ by: option.value })} />
              {option.label}
            </label>
          ))}
        </fieldset>
        {search.by === 'team' && (
          <div className="pub-print-controls__field">
            <label htmlFor={`${ids}-team`}>Team</label>
            <select id={`${ids}-team`} value={team?.teamKey ?? ''} onChange={(event) => choose({ team: event.target.value || undefined })}>
              <option value="">Choose a team</option>
              {teams.map((option) => (
                <option key={option.teamKey} value={option.teamKey}>{option.team}</option>
              ))}
            </select>
          </div>
        )}
        <div className="pub-print-controls__field">
          <label htmlFor={`${ids}-day`}>Day</label>
          <select id={`${ids}-day`} value={search.date ?? ''} onChange={(event) => choose({ date: event.target.value || undefined })}>
            <option value="">Every day</option>
            {days.map((day) => (
              <option key={day} value={day}>{dayLabel(day)}</option>
            ))}
          </select>
        </div>
        <div className="pub-print-controls__actions">
          <button type="button" className="pub-button" onClick={() => window.print()} disabled={blocks.length === 0}>Print</button>
          <a className="pub-button pub-print-controls__pdf" href={pdfHref(tournament.tournamentId, { date: search.date, team: team?.teamKey })}>Download PDF</a>
        </div>
      </form>

      {search.by === 'team' && !team && <p className="pub-note">Choose a team to print its matches.</p>}
      {search.by !== 'team' || team ? blocks.length === 0 && <p className="pub-note">No matches {search.date ? 'on this day' : 'scheduled yet'}.</p> : null}
      {blocks.map((block) => (
        <section key={block.title} className="pub-print__block" aria-label={block.title}>
          <h2 className="pub-print__block-title">{block.title}</h2>
          {block.tables.map((table) => (
            <ScheduleTable key={table.title || block.title} table={table} withPitch={search.by === 'team'} caption={table.title} />
          ))}
        </section>
      ))}
      <p className="pub-print__back">
        <Link to="/t/$tournamentId" params={{ tournamentId: tournament.tournamentId }}>Back to matches &amp; tables</Link>
      </p>
    </div>
  );
}

function ScheduleTable({ table, withPitch, caption }: { table: PrintTable; withPitch: boolean; caption: string }) {
  return (
    <table className="pub-print-table">
      {caption && <caption>{caption} ({table.lines.length} {table.lines.length === 1 ? 'match' : 'matches'})</caption>}
      <thead>
        <tr>
          <th scope="col" className="pub-print-table__col-time">Kick-off</th>
          {withPitch && <th scope="col" className="pub-print-table__col-pitch">Pitch</th>}
          <th scope="col" className="pub-print-table__col-stage">Group / round</th>
          <th scope="col">Home</th>
          <th scope="col">Away</th>
          <th scope="col" className="pub-print-table__col-score">Score</th>
        </tr>
      </thead>
      <tbody>
        {table.lines.map((line) => (
          <tr key={line.matchId}>
            <td className="pub-print-table__time">{line.kickOff}</td>
            {withPitch && <td>{line.pitch}</td>}
            <td>
              <span className="pub-print-table__stage">{line.stage || line.division}</span>
              {line.stage && <span className="pub-print-table__division">{line.division}</span>}
            </td>
            <td className="pub-print-table__team">{line.home}</td>
            <td className="pub-print-table__team">{line.away}</td>
            <td className="pub-print-table__score">
              {line.score || (
                <span className="pub-print-table__boxes" role="img" aria-label="Not played yet: room to write the score">
                  <span className="pub-print-table__box" /> : <span className="pub-print-table__box" />
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
