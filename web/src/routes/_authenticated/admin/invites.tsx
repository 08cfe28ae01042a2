import { createFileRoute } from '@tanstack/react-router';
import { actingOrganizationOf, useActingOrganization } from '../../../features/account/acting-organization';
import { meQueryOptions } from '../../../features/account/api/get-me';
import { requireAnyRole } from '../../../features/auth/guards';
import { invitesQueryOptions } from '../../../features/invites/api/list-invites';
import { InvitesPage } from '../../../features/invites/components/invites-page';

/** Admins and tournament admins (the API refuses anyone else with 403): invitations of the acting organization. */
export const Route = createFileRoute('/_authenticated/admin/invites')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin', 'tournamentadmin']),
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    await context.queryClient.ensureQueryData(invitesQueryOptions(actingOrganizationOf(me)?.orgId));
  },
  component: InvitesRoute,
});

function InvitesRoute() {
  const { current } = useActingOrganization();
  return <InvitesPage orgId={current?.orgId} orgName={current?.name} canInviteOrganizers={current ? current.roles.includes('admin') : true} />;
}
