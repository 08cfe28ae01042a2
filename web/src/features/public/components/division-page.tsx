import { liveTopics } from '@pitchside/shared';
import { FollowButton } from '../notifications/lazy-follow-button';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../components/use-document-title';
import { usePublicTournament } from '../api/get-public-tournament';
import { usePublicMatches } from '../api/list-public-matches';
import { genderLabel, longAge } from '../labels';
import { findDivision } from '../find-division';
import { defaultTab, groupByTab, type MatchTab } from '../match-order';
import { useLiveTopics, usePollInterval } from '../live/use-live-topics';
import { DivisionStandings } from './division-standings';
import { MatchesSection } from './match-tabs';
import { PublicNotFound } from './public-not-found';
import { StandingsKey } from './standings-table';
import { useIntl } from 'react-intl';
import { PublicSection } from './public-section';

// Loaded only for a division that has a knockout: the other division pages stay within the public JS budget.
const DivisionBracket = lazy(() => import('./division-bracket').then((module) => ({ default: module.DivisionBracket })));

/** `/t/$tournamentId/d/$division`: one division's tables and matches (a share link). */
export function DivisionPage({ tournamentId, divisionName, tab, onTabChange }: { tournamentId: string; divisionName: string; tab: MatchTab | undefined; onTabChange: (tab: MatchTab) => void }) {
  const intl = useIntl();
  const refetchInterval = usePollInterval();
  const { data: tournament } = usePublicTournament(tournamentId, { refetchInterval });
  const division = findDivision(tournament.divisions, divisionName);
  useDocumentTitle(division ? intl.formatMessage({ id: 'division.documentTitle' }, { division: division.name, tournament: tournament.name }) : undefined);
  useLiveTopics([liveTopics.tournament(tournamentId), liveTopics.division(tournamentId, division?.name ?? divisionName)]);
  const matches = usePublicMatches(tournamentId, division?.name ?? divisionName, { refetchInterval });
  const groups = useMemo(() => groupByTab(matches.data ?? []), [matches.data]);
  // Without a tab in the address, open the one that fits when the page opens, and stay there as matches move.
  const [initialTab] = useState(() => defaultTab(groups));
  const current = tab ?? initialTab;
  if (!division) return <PublicNotFound what="Division" />;

  return (
    <div className="pub-container">
      <div className="pub-page-head">
        <h1 className="pub-page-head__title">{division.name}</h1>
        <p className="pub-page-head__sub">
          {longAge(intl, division.age)} · {genderLabel(intl, division.gender)}
        </p>
        <FollowButton tournamentId={tournamentId} target="division" targetId={division.name} name={division.name} />
      </div>
      <MatchesSection
        headingId="division-matches"
        matches={matches}
        groups={groups}
        tab={current}
        onTabChange={onTabChange}
        durations={tournament.durations}
        label={intl.formatMessage({ id: 'division.matches' }, { division: division.name })}
        showDivision={false}
      />
      {(matches.data ?? []).some((match) => match.knockout) && (
        <PublicSection id="division-knockout" title={intl.formatMessage({ id: 'division.knockout' })}>
          <Suspense
            fallback={
              <p className="pub-muted pub-empty" role="status">
                {intl.formatMessage({ id: 'division.loadingBracket' })}
              </p>
            }
          >
            <DivisionBracket matches={matches.data ?? []} label={intl.formatMessage({ id: 'division.knockoutLabel' }, { division: division.name })} />
          </Suspense>
        </PublicSection>
      )}
      <PublicSection id="division-tables" title={intl.formatMessage({ id: 'division.tables' }, { count: division.resultsHidden ? 1 : division.brackets.length })}>
        <DivisionStandings tournamentId={tournamentId} division={division} linked={false} />
        {!division.resultsHidden && division.brackets.length > 0 && <StandingsKey />}
      </PublicSection>
    </div>
  );
}
