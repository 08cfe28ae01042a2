import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Alert } from 'antd';
import { useCallback } from 'react';
import { loadManagedTournament } from '../../../../app/load-managed-tournament';
import { useActingOrganization } from '../../../../features/account/acting-organization';
import { requireAnyRole } from '../../../../features/auth/guards';
import { SchedulePage } from '../../../../features/scheduling/components/schedule-page';
import { scheduleSearchSchema, type ScheduleSearch } from '../../../../features/scheduling/schedule-search';
import { useTournament } from '../../../../api/tournaments/get-tournament';
import { tournamentsKeys } from '../../../../api/tournaments/tournament-keys';
import { TournamentNotFound } from '../../../../features/tournaments/components/tournament-not-found';
import { ApiError, errorMessage } from '../../../../lib/api-client';

/**
 * The tournament's schedule, beside its manage page rather than inside it: the board needs the
 * whole width. The route joins the two features: the tournament (divisions, teams, durations) comes from
 * the tournaments feature, and a schedule change refreshes the tournament's match list.
 */
export const Route = createFileRoute('/_authenticated/admin/tournaments/$tournamentId_/schedule')({
  validateSearch: scheduleSearchSchema,
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin', 'tournamentadmin']),
  loader: ({ context, params }) => loadManagedTournament(context.queryClient, params.tournamentId),
  notFoundComponent: TournamentNotFound,
  component: ScheduleRoute,
});

function ScheduleRoute() {
  const { current } = useActingOrganization();
  const orgId = current?.orgId;
  const { tournamentId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const queryClient = useQueryClient();
  const tournament = useTournament(orgId, tournamentId);
  const onSearchChange = useCallback((next: ScheduleSearch) => void navigate({ search: { view: next.view, day: next.day }, replace: true }), [navigate]);
  const onMatchesChanged = useCallback(() => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.tournament(orgId, tournamentId) }), [queryClient, orgId, tournamentId]);

  if (tournament.isError) {
    if (tournament.error instanceof ApiError && tournament.error.status === 404) return <TournamentNotFound />;
    return <Alert type="error" showIcon title={errorMessage(tournament.error)} />;
  }
  if (!tournament.data) return null;
  return <SchedulePage key={tournamentId} orgId={orgId} tournament={tournament.data} search={search} onSearchChange={onSearchChange} onMatchesChanged={onMatchesChanged} />;
}
