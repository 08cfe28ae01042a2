import { LIVE_TOPICS_PER_MESSAGE, liveTopics, type PublicTournament } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../api/get-public-tournament';
import { usePublicMatches } from '../api/list-public-matches';
import { defaultTab, groupByTab, type MatchTab } from '../match-order';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { DivisionStandings } from './division-standings';
import { MatchesSection } from './match-tabs';
import { StandingsKey } from './standings-table';
import { useIntl } from 'react-intl';

/**
 * Which topics a tournament page follows: the tournament's digest (lists refetch), and each division's
 * match and table updates while they fit in one subscribe message; a tournament with more divisions
 * relies on the digest alone.
 */
export function tournamentTopics(tournament: PublicTournament): string[] {
  const { tournamentId } = tournament;
  const divisions = tournament.divisions.map((division) => liveTopics.division(tournamentId, division.name));
  return [liveTopics.tournament(tournamentId), ...(divisions.length < LIVE_TOPICS_PER_MESSAGE ? divisions : [])];
}

/** `/t/$tournamentId`: the tournament's matches (Live · Upcoming · Completed) and every division's tables. */
export function TournamentOverview({ tournamentId, tab, onTabChange }: { tournamentId: string; tab: MatchTab | undefined; onTabChange: (tab: MatchTab) => void }) {
  const intl = useIntl();
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId, { refetchInterval });
  useDocumentTitle(intl.formatMessage({ id: 'overview.documentTitle' }, { tournament: tournament.name }));
  useLiveTopics(tournamentTopics(tournament));
  const matches = usePublicMatches(tournamentId, undefined, { refetchInterval });
  const groups = useMemo(() => groupByTab(matches.data ?? []), [matches.data]);
  // Without a tab in the address, open the one that fits when the page opens, and stay there as matches move.
  const [initialTab] = useState(() => defaultTab(groups));
  const current = tab ?? initialTab;
  const hasTables = tournament.divisions.some((division) => !division.resultsHidden && division.brackets.length > 0);
  // The tables come below the matches (off screen on a phone): they render in a second, interruptible pass
  // right after the first paint, so a tournament of forty divisions never holds the page's first render
  // or a tap on a tab behind them.
  const showTables = useDeferredValue(true, false);

  return (
    <div className="pub-container pub-overview">
      <MatchesSection
        headingId="matches-title"
        matches={matches}
        groups={groups}
        tab={current}
        onTabChange={onTabChange}
        durations={tournament.durations}
        label={intl.formatMessage({ id: 'matches.title' })}
        showDivision={tournament.divisions.length > 1}
      />

      <section className="pub-section" aria-labelledby="divisions-title">
        <h2 id="divisions-title" className="pub-section__title">
          {intl.formatMessage({ id: 'overview.divisionsAndTables' })}
        </h2>
        {!showTables ? null : tournament.divisions.length === 0 ? (
          <p className="pub-muted pub-empty">{intl.formatMessage({ id: 'overview.noDivisions' })}</p>
        ) : (
          <>
            {tournament.divisions.length > 1 && (
              <nav aria-label={intl.formatMessage({ id: 'overview.divisions' })} className="pub-chips">
                {tournament.divisions.map((division) => (
                  <Link key={division.divisionId} to="/t/$tournamentId/d/$division" params={{ tournamentId: tournament.tournamentId, division: division.name }} className="pub-chip">
                    {division.name}
                  </Link>
                ))}
              </nav>
            )}
            {tournament.divisions.map((division) => (
              <DivisionStandings key={division.divisionId} tournamentId={tournament.tournamentId} division={division} />
            ))}
            {hasTables && <StandingsKey />}
          </>
        )}
      </section>
    </div>
  );
}
