import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { PayButton } from '../../../../components/pay-button';
import { PaymentReturnNotice } from '../../../../features/payments/components/payment-return-notice';
import { PaymentStateTag } from '../../../../features/payments/components/payment-state-tag';
import { actingOrganizationOf, useActingOrganization } from '../../../../features/account/acting-organization';
import { meQueryOptions } from '../../../../features/account/api/get-me';
import { requireAnyRole } from '../../../../features/auth/guards';
import { tournamentsQueryOptions } from '../../../../api/tournaments/list-tournaments';
import { TournamentsPage } from '../../../../features/tournaments/components/tournaments-page';

/** Admins and tournament admins: the acting organization's tournaments (the payment checkout returns here). */
/** Where the checkout sends the organizer back: `?payment=success|cancelled&tournamentId=`. */
const searchSchema = z.object({ payment: z.enum(['success', 'cancelled']).optional().catch(undefined), tournamentId: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_authenticated/admin/tournaments/')({
  validateSearch: searchSchema,
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['admin', 'tournamentadmin']),
  loader: async ({ context }) => {
    const me = await context.queryClient.ensureQueryData(meQueryOptions());
    await context.queryClient.ensureQueryData(tournamentsQueryOptions(actingOrganizationOf(me)?.orgId));
  },
  component: TournamentsRoute,
});

function TournamentsRoute() {
  const { current } = useActingOrganization();
  const { payment } = Route.useSearch();
  const isAdmin = current ? current.roles.includes('admin') : false;
  return (
    <TournamentsPage
      orgId={current?.orgId}
      orgName={current?.name}
      canCreate={isAdmin}
      notice={<PaymentReturnNotice result={payment} />}
      renderPayment={(tournament) => (
        <>
          <PaymentStateTag status={tournament.payment.status} />
          {isAdmin && tournament.payment.status === 'pending' && <PayButton orgId={current?.orgId} tournamentId={tournament.tournamentId} />}
        </>
      )}
    />
  );
}
