import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { publicMatchesQueryOptions } from '../../../../features/public/api/list-public-matches';
import { TournamentOverview } from '../../../../features/public/components/tournament-overview';
import type { MatchTab } from '../../../../features/public/match-order';
import { matchesSearchSchema } from '../../../../features/public/public-search';

/** `/t/$tournamentId?tab=live|upcoming|completed`: matches in three tabs, every division's tables. */
export const Route = createFileRoute('/_public/t/$tournamentId/')({
  validateSearch: matchesSearchSchema,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicMatchesQueryOptions(params.tournamentId)),
  component: OverviewRoute,
});

function OverviewRoute() {
  const { tournamentId } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = useCallback((next: MatchTab) => void navigate({ search: { tab: next }, replace: true, resetScroll: false }), [navigate]);
  return <TournamentOverview tournamentId={tournamentId} tab={tab} onTabChange={onTabChange} />;
}
