import { createFileRoute } from '@tanstack/react-router';
import { publicStatisticsQueryOptions } from '../../../../features/public/api/get-public-statistics';
import { StatsPage } from '../../../../features/public/components/stats-page';

/** `/t/$tournamentId/stats`: the tournament's statistics, with charts. */
export const Route = createFileRoute('/_public/t/$tournamentId/stats')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicStatisticsQueryOptions(params.tournamentId)),
  component: StatsRoute,
});

function StatsRoute() {
  const { tournamentId } = Route.useParams();
  return <StatsPage tournamentId={tournamentId} />;
}
