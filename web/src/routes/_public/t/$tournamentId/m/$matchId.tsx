import { createFileRoute } from '@tanstack/react-router';
import { publicMatchQueryOptions } from '../../../../../features/public/api/get-public-match';
import { MatchPage } from '../../../../../features/public/components/match-page';
import { PublicNotFound } from '../../../../../features/public/components/public-not-found';
import { notFoundOn404 } from '../../../../../features/public/not-found-on-404';

/** `/t/$tournamentId/m/$matchId`: one match, live (a share link). */
export const Route = createFileRoute('/_public/t/$tournamentId/m/$matchId')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(publicMatchQueryOptions(params.tournamentId, params.matchId))),
  notFoundComponent: () => <PublicNotFound what="Match" />,
  component: MatchRoute,
});

function MatchRoute() {
  const { tournamentId, matchId } = Route.useParams();
  return <MatchPage tournamentId={tournamentId} matchId={matchId} />;
}
