import { type PublicTournament } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dateFormat } from '../../../i18n/active-locale';
import { roundLabel } from '../../../i18n/round-label';
import type { IntlShape } from 'react-intl';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../api/get-public-tournament';
import { usePublicMatches } from '../api/list-public-matches';
import { PublicPending } from '../components/public-pending';
import { arrange, daysOf, NO_PITCH, pdfHref, teamMatches, teamsOf, type PrintArrangement, type PrintTable } from './print-sections';
import './print.css';

export interface PrintSearch {
  by: PrintArrangement;
  date?: string | undefined;
  team?: string | undefined;
  /** One pitch's matches (a pitch's sign at the venue links here; issue 35). */
  pitch?: string | undefined;
}

const ARRANGEMENTS: { value: PrintArrangement; label: 'print.byDay' | 'print.byPitch' | 'print.oneTeam' }[] = [
  { value: 'day', label: 'print.byDay' },
  { value: 'pitch', label: 'print.byPitch' },
  { value: 'team', label: 'print.oneTeam' },
];

/** A day of the schedule ('2026-06-12') in the reader's language; the date is the venue's, so no zone shift. */
const nameDay = (day: string) => dateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`));

/**
 * `/t/$tournamentId/print`: the published schedule on paper — by day, by pitch or for one team — as a
 * page that prints well (print.css hides the site around it) and as the same choice in PDF.
 */
export function PrintSchedulePage({ tournamentId, search }: { tournamentId: string; search: PrintSearch }) {
  const { data: tournament } = usePublicTournament(tournamentId);
  const { data: matches } = usePublicMatches(tournamentId, undefined);
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'print.documentTitle' }, { tournament: tournament.name }));
  if (!matches) return <PublicPending />;
  return <PrintSchedule tournament={tournament} matches={matches} search={search} />;
}

function PrintSchedule({ tournament, matches, search }: { tournament: PublicTournament; matches: NonNullable<ReturnType<typeof usePublicMatches>['data']>; search: PrintSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const ids = useId();
  const teams = teamsOf(matches);
  const days = daysOf(matches);
  const team = search.by === 'team' ? teams.find((candidate) => candidate.teamKey === search.team) : undefined;
  const ofTeam = team ? teamMatches(matches, team.teamKey) : matches;
  const shown = search.pitch ? ofTeam.filter((match) => match.field === search.pitch) : ofTeam;
  const blocks = search.by === 'team' && !team ? [] : arrange(shown, search.by, search.date, nameDay);
  const pitchName = (title: string) => (title === NO_PITCH ? intl.formatMessage({ id: 'print.noPitch' }) : title);
  const choose = (next: Partial<PrintSearch>) => void navigate({ to: '/t/$tournamentId/print', params: { tournamentId: tournament.tournamentId }, search: { ...search, ...next }, replace: true });

  return (
    <div className="pub-container pub-print">
      <p className="pub-print__heading-on-paper" aria-hidden="true">
        {tournament.name} · {tournament.venue}
        {team ? ` · ${team.team}` : ''}
      </p>
      <div className="pub-page-head">
        <h1 className="pub-page-head__title">{team ? intl.formatMessage({ id: 'print.titleTeam' }, { team: team.team }) : intl.formatMessage({ id: 'print.title' })}</h1>
        <p className="pub-page-head__sub pub-print__note">
          {tournament.timeZone
            ? intl.formatMessage({ id: 'print.venueTimeZone' }, { city: tournament.timeZone.split('/').pop()?.replace(/_/g, ' ') ?? tournament.timeZone, zone: tournament.timeZone })
            : intl.formatMessage({ id: 'print.venueTime' })}
        </p>
      </div>

      <form className="pub-print-controls" aria-label={intl.formatMessage({ id: 'print.what' })} onSubmit={(event) => event.preventDefault()}>
        <fieldset className="pub-print-controls__group">
          <legend>{intl.formatMessage({ id: 'print.arrange' })}</legend>
          {ARRANGEMENTS.map((option) => (
            <label key={option.value} className="pub-print-controls__choice">
              <input type="radio" name="by" value={option.value} checked={search.by === option.value} onChange={() => choose({ by: option.value })} />
              {intl.formatMessage({ id: option.label })}
            </label>
          ))}
        </fieldset>
        {search.by === 'team' && (
          <div className="pub-print-controls__field">
            <label htmlFor={`${ids}-team`}>{intl.formatMessage({ id: 'print.team' })}</label>
            <select id={`${ids}-team`} value={team?.teamKey ?? ''} onChange={(event) => choose({ team: event.target.value || undefined })}>
              <option value="">{intl.formatMessage({ id: 'print.chooseTeam' })}</option>
              {teams.map((option) => (
                <option key={option.teamKey} value={option.teamKey}>
                  {option.team}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="pub-print-controls__field">
          <label htmlFor={`${ids}-day`}>{intl.formatMessage({ id: 'print.day' })}</label>
          <select id={`${ids}-day`} value={search.date ?? ''} onChange={(event) => choose({ date: event.target.value || undefined })}>
            <option value="">{intl.formatMessage({ id: 'print.everyDay' })}</option>
            {days.map((day) => (
              <option key={day} value={day}>
                {nameDay(day)}
              </option>
            ))}
          </select>
        </div>
        <div className="pub-print-controls__actions">
          <button type="button" className="pub-button" onClick={() => window.print()} disabled={blocks.length === 0}>
            {intl.formatMessage({ id: 'print.print' })}
          </button>
          <a className="pub-button pub-print-controls__pdf" href={pdfHref(tournament.tournamentId, { date: search.date, team: team?.teamKey })}>
            {intl.formatMessage({ id: 'print.pdf' })}
          </a>
        </div>
      </form>

      {search.by === 'team' && !team && <p className="pub-note">{intl.formatMessage({ id: 'print.chooseTeamNote' })}</p>}
      {search.by !== 'team' || team ? blocks.length === 0 && <p className="pub-note">{intl.formatMessage({ id: search.date ? 'print.noneThisDay' : 'print.noneYet' })}</p> : null}
      {blocks.map((block) => (
        <section key={block.title} className="pub-print__block" aria-label={pitchName(block.title)}>
          <h2 className="pub-print__block-title">{pitchName(block.title)}</h2>
          {block.tables.map((table) => (
            <ScheduleTable key={table.title || block.title} table={table} withPitch={search.by === 'team'} caption={pitchName(table.title)} />
          ))}
        </section>
      ))}
      <p className="pub-print__back">
        <Link to="/t/$tournamentId" params={{ tournamentId: tournament.tournamentId }}>
          {intl.formatMessage({ id: 'print.back' })}
        </Link>
      </p>
    </div>
  );
}

/** 'Group A' (the scheduler's letter) or a knockout round, in the reader's language; an organizer's own bracket name stays. */
function stageLabel(intl: IntlShape, stage: string): string {
  const group = /^Group (\S+)$/.exec(stage);
  return group ? intl.formatMessage({ id: 'print.group' }, { group: group[1] }) : roundLabel(intl, stage);
}

function ScheduleTable({ table, withPitch, caption }: { table: PrintTable; withPitch: boolean; caption: string }) {
  const intl = useIntl();
  return (
    <table className="pub-print-table">
      {caption && <caption>{intl.formatMessage({ id: 'print.caption' }, { caption, count: table.lines.length })}</caption>}
      <thead>
        <tr>
          <th scope="col" className="pub-print-table__col-time">
            {intl.formatMessage({ id: 'print.kickOff' })}
          </th>
          {withPitch && (
            <th scope="col" className="pub-print-table__col-pitch">
              {intl.formatMessage({ id: 'print.pitch' })}
            </th>
          )}
          <th scope="col" className="pub-print-table__col-stage">
            {intl.formatMessage({ id: 'print.stage' })}
          </th>
          <th scope="col">{intl.formatMessage({ id: 'print.home' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'print.away' })}</th>
          <th scope="col" className="pub-print-table__col-score">
            {intl.formatMessage({ id: 'print.score' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.lines.map((line) => (
          <tr key={line.matchId}>
            <td className="pub-print-table__time">{line.kickOff}</td>
            {withPitch && <td>{line.pitch === NO_PITCH ? intl.formatMessage({ id: 'print.noPitch' }) : line.pitch}</td>}
            <td>
              <span className="pub-print-table__stage">{line.stage ? stageLabel(intl, line.stage) : line.division}</span>
              {line.stage && <span className="pub-print-table__division">{line.division}</span>}
            </td>
            <td className="pub-print-table__team">{line.home}</td>
            <td className="pub-print-table__team">{line.away}</td>
            <td className="pub-print-table__score">
              {line.score || (
                <span className="pub-print-table__boxes" role="img" aria-label={intl.formatMessage({ id: 'print.scoreBoxes' })}>
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
