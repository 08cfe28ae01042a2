import { createFileRoute } from '@tanstack/react-router';
import { actingOrganizationOf, useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { tournamentsQueryOptions } from '../../../../features/tournaments/api/list-tournaments';
import { TournamentsPage } from '../../../../features/tournaments/components/tournaments-page';

/** Admins and tournament admins: the acting organization's tournaments (the payment checkout returns here). */
export const Route = createFileRoute('/_authenticated/admin/tournaments/')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin', 'tournamentadmin']),
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    await context.queryClient.ensureQueryData(tournamentsQueryOptions(actingOrganizationOf(me)?.orgId));
  },
  component: TournamentsRoute,
});

function TournamentsRoute() {
  const { current } = useActingOrganization();
  return <TournamentsPage orgId={current?.orgId} orgName={current?.name} canCreate={current ? current.roles.includes('admin') : false} />;
}
