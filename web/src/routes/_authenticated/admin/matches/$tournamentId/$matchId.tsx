import { createFileRoute } from '@tanstack/react-router';
import { matchQueryOptions } from '../../../../../features/matches/api/get-match';
import { MatchPage } from '../../../../../features/matches/components/match-page';

/**
 * One match, for anyone of its organization (the API answers 'Match not found' otherwise): the referee
 * console for whoever runs it (`can.run`), the match page for everyone else.
 */
export const Route = createFileRoute('/_authenticated/admin/matches/$tournamentId/$matchId')({
  // Not awaited: a console opened without a connection shows the phone's copy instead of an error.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(matchQueryOptions(params.tournamentId, params.matchId)),
  component: MatchRoute,
});

function MatchRoute() {
  const { tournamentId, matchId } = Route.useParams();
  return <MatchPage key={`${tournamentId}/${matchId}`} tournamentId={tournamentId} matchId={matchId} />;
}
