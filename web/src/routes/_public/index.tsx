import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useAuthState } from '../../features/auth/use-auth-state';
import { publicTournamentsQueryOptions } from '../../features/public/api/list-public-tournaments';
import { HomePage } from '../../features/public/components/home-page';
import { PublicError } from '../../features/public/components/public-error';
import { PublicPending } from '../../features/public/components/public-pending';
import { homeSearchSchema } from '../../features/public/public-search';

/** `/`: the public home — published tournaments, searchable by name or place (`?search=`). */
export const Route = createFileRoute('/_public/')({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => {
    // Not awaited: the page shows at once and the list fills in (a search keeps the previous results).
    void context.queryClient.prefetchQuery(publicTournamentsQueryOptions(deps.search));
  },
  pendingComponent: PublicPending,
  errorComponent: PublicError,
  component: HomeRoute,
});

function HomeRoute() {
  const { auth } = Route.useRouteContext();
  const state = useAuthState(auth);
  const { search } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((next: string | undefined) => void navigate({ search: { search: next }, replace: true }), [navigate]);
  return <HomePage search={search} onSearchChange={onSearchChange} signedIn={state.status === 'signedIn'} />;
}
