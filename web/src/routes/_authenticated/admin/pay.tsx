import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions, useMe } from '../../../features/account/api/get-me';
import { requireAnyRole } from '../../../features/auth/guards';
import { MyPayPage } from '../../../features/referee-pay/components/my-pay-page';

/** Referees: their own pay statements, one per tournament they officiated in (issue 34). */
export const Route = createFileRoute('/_authenticated/admin/pay')({
  beforeLoad: ({ context }) => requireAnyRole(context.auth, ['referee']),
  loader: ({ context }) => context.queryClient.ensureQueryData(meQueryOptions()),
  component: PayRoute,
});

function PayRoute() {
  const me = useMe();
  return <MyPayPage uid={me.data.uid} />;
}
