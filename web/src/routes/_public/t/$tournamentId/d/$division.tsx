import { createFileRoute, notFound } from '@tanstack/react-router';
import { useCallback } from 'react';
import { publicTournamentQueryOptions } from '../../../../../features/public/api/get-public-tournament';
import { publicMatchesQueryOptions } from '../../../../../features/public/api/list-public-matches';
import { DivisionPage } from '../../../../../features/public/components/division-page';
import { PublicNotFound } from '../../../../../features/public/components/public-not-found';
import { findDivision } from '../../../../../features/public/find-division';
import type { MatchTab } from '../../../../../features/public/match-order';
import { matchesSearchSchema } from '../../../../../features/public/public-search';

/** `/t/$tournamentId/d/$division?tab=`: one division (by name) — its tables and matches. A share link. */
export const Route = createFileRoute('/_public/t/$tournamentId/d/$division')({
  validateSearch: matchesSearchSchema,
  loader: async ({ context, params }) => {
    const tournament = await context.queryClient.ensureQueryData(publicTournamentQueryOptions(params.tournamentId));
    const division = findDivision(tournament.divisions, params.division);
    if (!division) throw notFound();
    await context.queryClient.ensureQueryData(publicMatchesQueryOptions(params.tournamentId, division.name));
  },
  notFoundComponent: () => <PublicNotFound what="Division" />,
  component: DivisionRoute,
});

function DivisionRoute() {
  const { tournamentId, division } = Route.useParams();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = useCallback((next: MatchTab) => void navigate({ search: { tab: next }, replace: true, resetScroll: false }), [navigate]);
  return <DivisionPage tournamentId={tournamentId} divisionName={division} tab={tab} onTabChange={onTabChange} />;
}
