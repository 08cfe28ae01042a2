import { createFileRoute, Outlet, useMatchRoute } from '@tanstack/react-router';
import { publicTournamentQueryOptions, usePublicTournament } from '../../../../features/public/api/get-public-tournament';
import { PublicError } from '../../../../features/public/components/public-error';
import { PublicNotFound } from '../../../../features/public/components/public-not-found';
import { PublicPending } from '../../../../features/public/components/public-pending';
import { TournamentHeader } from '../../../../features/public/components/tournament-header';
import { notFoundOn404 } from '../../../../features/public/not-found-on-404';

/**
 * `/t/$tournamentId/*`: a published tournament (the share link). A draft or unknown one answers 404, shown
 * as a friendly not-found page that search engines are told not to index.
 */
export const Route = createFileRoute('/_public/t/$tournamentId')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(publicTournamentQueryOptions(params.tournamentId))),
  pendingComponent: PublicPending,
  errorComponent: PublicError,
  notFoundComponent: () => <PublicNotFound />,
  component: TournamentLayout,
});

function TournamentLayout() {
  const { tournamentId } = Route.useParams();
  const { data: tournament } = usePublicTournament(tournamentId);
  const isOverview = Boolean(useMatchRoute()({ to: '/t/$tournamentId', params: { tournamentId } }));
  return (
    <>
      <TournamentHeader tournament={tournament} isOverview={isOverview} />
      <Outlet />
    </>
  );
}
