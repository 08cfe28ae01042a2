import { createFileRoute } from '@tanstack/react-router';
import { AccessDenied } from '../../../../components/access-denied';
import { useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { CreateTournamentPage } from '../../../../features/tournaments/components/create-tournament-page';

/** Admins only (the API refuses anyone else with 403): a new draft tournament of the acting organization. */
export const Route = createFileRoute('/_authenticated/admin/tournaments/create')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin']),
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: CreateTournamentRoute,
});

function CreateTournamentRoute() {
  const { current } = useActingOrganization();
  if (current && !current.roles.includes('admin')) {
    return <AccessDenied detail={`You are not an admin of ${current.name}. Switch to an organization you administer to create a tournament.`} />;
  }
  return <CreateTournamentPage orgId={current?.orgId} orgName={current?.name} />;
}
