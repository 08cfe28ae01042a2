import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AccessDenied } from '../../../../components/access-denied';
import { useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { CreateTournamentPage } from '../../../../features/tournaments/components/create-tournament-page';
import { startCheckout } from '../../../../api/payments/start-checkout';
import type { TournamentSummary } from '@pitchside/shared';

/** Admins only (the API refuses anyone else with 403): a new draft tournament of the acting organization. */
export const Route = createFileRoute('/_authenticated/admin/tournaments/create')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin']),
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: CreateTournamentRoute,
});

function CreateTournamentRoute() {
  const { current } = useActingOrganization();
  const navigate = useNavigate();
  if (current && !current.roles.includes('admin')) {
    return <AccessDenied detail={`You are not an admin of ${current.name}. Switch to an organization you administer to create a tournament.`} />;
  }
  /** A tournament whose creation must be paid for goes straight to checkout; otherwise to its manage page. */
  const afterCreate = async (tournament: TournamentSummary) => {
    if (tournament.payment.status === 'pending') {
      const { url } = await startCheckout(current?.orgId, tournament.tournamentId);
      window.location.assign(url);
      return;
    }
    await navigate({ to: '/admin/tournaments/$tournamentId', params: { tournamentId: tournament.tournamentId } });
  };
  return <CreateTournamentPage orgId={current?.orgId} orgName={current?.name} onCreated={afterCreate} />;
}
