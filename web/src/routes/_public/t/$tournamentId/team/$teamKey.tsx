import { createFileRoute } from '@tanstack/react-router';
import { publicTeamQueryOptions } from '../../../../../features/public/api/get-public-team';
import { PublicNotFound } from '../../../../../features/public/components/public-not-found';
import { TeamPage } from '../../../../../features/public/components/team-page';
import { notFoundOn404 } from '../../../../../features/public/not-found-on-404';

/** `/t/$tournamentId/team/$teamKey`: a team's matches, results and table. */
export const Route = createFileRoute('/_public/t/$tournamentId/team/$teamKey')({
  loader: ({ context, params }) => notFoundOn404(context.queryClient.ensureQueryData(publicTeamQueryOptions(params.tournamentId, params.teamKey))),
  notFoundComponent: () => <PublicNotFound what="Team" />,
  component: TeamRoute,
});

function TeamRoute() {
  const { tournamentId, teamKey } = Route.useParams();
  return <TeamPage tournamentId={tournamentId} teamKey={teamKey} />;
}
