import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { actingOrganizationOf, useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions } from '../../../../features/account/api/get-me';
import { useAuthState } from '../../../../features/auth/use-auth-state';
import { assignedMatchesQueryOptions } from '../../../../api/matches/list-assigned-matches';
import { tournamentsQueryOptions } from '../../../../api/tournaments/list-tournaments';
import { MatchesPage } from '../../../../features/matches/components/matches-page';
import { matchesSearchSchema } from '../../../../features/matches/matches-search';

/** Every signed-in role (spec §2): referees their assigned matches, organizers their tournaments' matches and tables. */
export const Route = createFileRoute('/_authenticated/admin/matches/')({
  validateSearch: matchesSearchSchema,
  loader: async ({ context }) => {
    const state = context.auth.getState();
    const roles = state.status === 'signedIn' ? state.user.roles : [];
    // Warm the lists; a failure shows on the page (with the phone's queue still working), not as a route error.
    if (roles.includes('referee')) void context.queryClient.prefetchQuery(assignedMatchesQueryOptions());
    if (roles.includes('admin') || roles.includes('tournamentadmin')) {
      const me = await context.queryClient.ensureQueryData(meQueryOptions()).catch(() => undefined);
      if (me) void context.queryClient.prefetchQuery(tournamentsQueryOptions(actingOrganizationOf(me)?.orgId));
    }
  },
  component: MatchesRoute,
});

function MatchesRoute() {
  const { auth } = Route.useRouteContext();
  const state = useAuthState(auth);
  const { current } = useActingOrganization();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTournamentChange = useCallback((tournament: string) => void navigate({ search: { tournament }, replace: true }), [navigate]);
  return <MatchesPage roles={state.status === 'signedIn' ? state.user.roles : []} orgId={current?.orgId} tournamentId={search.tournament} onTournamentChange={onTournamentChange} />;
}
