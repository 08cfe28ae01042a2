import type { PublicDivision } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { genderLabel, resultsHiddenNote, shortAge } from '../labels';
import { StandingsTable } from './standings-table';
import { useIntl } from 'react-intl';

/** A division's tables, one per bracket, or the note why it shows fixtures only. */
export function DivisionStandings({
  tournamentId,
  division,
  headingLevel = 3,
  linked = true,
  highlightTeamKey,
}: {
  tournamentId: string;
  division: PublicDivision;
  headingLevel?: 2 | 3;
  linked?: boolean;
  highlightTeamKey?: string;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const named = division.brackets.length > 1 || division.brackets.some((bracket) => bracket.name !== 'Default');
  const content = division.resultsHidden ? (
    <p className="pub-note" data-testid="results-hidden-note">
      {resultsHiddenNote(intl)}
    </p>
  ) : division.brackets.length === 0 ? (
    <p className="pub-muted pub-empty">{intl.formatMessage({ id: 'division.noTeams' })}</p>
  ) : (
    division.brackets.map((bracket) =>
      bracket.table ? (
        <StandingsTable
          key={bracket.name}
          tournamentId={tournamentId}
          rows={bracket.table}
          caption={named ? `${division.name} — ${bracket.name}` : intl.formatMessage({ id: 'division.standingsCaption' }, { division: division.name })}
          {...(highlightTeamKey ? { highlightTeamKey } : {})}
        />
      ) : null,
    )
  );
  if (!linked) return <div className="pub-division">{content}</div>;
  return (
    <section className="pub-division" aria-labelledby={headingId}>
      <Heading id={headingId} className="pub-division__title">
        <Link to="/t/$tournamentId/d/$division" params={{ tournamentId, division: division.name }}>
          {division.name}
        </Link>
        <span className="pub-division__sub">
          {shortAge(division.age)} · {genderLabel(intl, division.gender)}
        </span>
      </Heading>
      {content}
    </section>
  );
}
