import { createFileRoute } from '@tanstack/react-router';
import { publicMatchesQueryOptions } from '../../../../features/public/api/list-public-matches';
import { SignsPage } from '../../../../features/venue-display/signs/signs-page';

/** `/t/$tournamentId/signs`: printable QR signs for the venue — the tournament, each pitch, each team (issue 35). */
export const Route = createFileRoute('/_public/t/$tournamentId/signs')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicMatchesQueryOptions(params.tournamentId)),
  component: SignsRoute,
});

function SignsRoute() {
  const { tournamentId } = Route.useParams();
  return <SignsPage tournamentId={tournamentId} />;
}
