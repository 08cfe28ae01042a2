import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { loadManagedTournament } from '../../../../app/load-managed-tournament';
import { useActingOrganization } from '../../../../features/account/acting-organization';
import { requireAnyRole } from '../../../../features/auth/guards';
import { TournamentManagePage } from '../../../../features/tournaments/components/manage/tournament-manage-page';
import { TournamentNotFound } from '../../../../features/tournaments/components/tournament-not-found';
import { manageSearchSchema, type ManageSearch } from '../../../../lib/tournament-search';

/**
 * Admins and tournament admins (linked, or its organizer): one tournament to manage. A missing id, or
 * one the user may not see, is 'Tournament not found' (the API answers both with 404).
 */
export const Route = createFileRoute('/_authenticated/admin/tournaments/$tournamentId')({
  validateSearch: manageSearchSchema,
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin', 'tournamentadmin']),
  loader: ({ context, params }) => loadManagedTournament(context.queryClient, params.tournamentId),
  notFoundComponent: TournamentNotFound,
  component: ManageTournamentRoute,
});

function ManageTournamentRoute() {
  const { current } = useActingOrganization();
  const { tournamentId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: ManageSearch) => void navigate({ search: { tab: next.tab, division: next.division || undefined }, replace: true }), [navigate]);
  return <TournamentManagePage orgId={current?.orgId} tournamentId={tournamentId} search={search} onSearchChange={onSearchChange} />;
}
