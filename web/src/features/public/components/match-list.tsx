import type { MatchDurations, PublicMatch } from '@pitchside/shared';
import { useState } from 'react';
import { formatShortDay } from '../../../lib/format';
import { groupByDay } from '../match-order';
import { MatchRow } from './match-row';
import { useIntl } from 'react-intl';

const FIRST_PAGE = 30;

/** Matches grouped by day (a heading each), the first 30 then 'Show all'. */
export function MatchList({
  matches,
  durations,
  empty,
  showDivision = true,
  headingLevel = 3,
}: {
  matches: PublicMatch[];
  durations: Partial<MatchDurations> | undefined;
  empty: string;
  showDivision?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  if (matches.length === 0) return <p className="pub-muted pub-empty">{empty}</p>;
  const shown = all ? matches : matches.slice(0, FIRST_PAGE);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="pub-match-list">
      {groupByDay(shown).map((day) => (
        <section key={day.date || 'tbc'} className="pub-day">
          <Heading className="pub-day__title">{day.date ? formatShortDay(day.date) : intl.formatMessage({ id: 'matches.dateTbc' })}</Heading>
          <ul className="pub-day__matches">
            {day.matches.map((match) => (
              <MatchRow key={match.matchId} match={match} durations={durations} showDivision={showDivision} />
            ))}
          </ul>
        </section>
      ))}
      {!all && matches.length > FIRST_PAGE && (
        <button type="button" className="pub-button pub-button--ghost" onClick={() => setAll(true)}>
          {intl.formatMessage({ id: 'matches.showAll' }, { count: matches.length })}
        </button>
      )}
    </div>
  );
}
