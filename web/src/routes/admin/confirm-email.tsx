import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as z from 'zod';
import { AdminTheme } from '../../components/admin-theme';
import { ConfirmEmailPage } from '../../features/signup/components/confirm-email-page';

/** Public: the link a sign-up e-mails to its address, `/admin/confirm-email?token=…`. */
export const Route = createFileRoute('/admin/confirm-email')({
  validateSearch: z.object({ token: z.string().min(1).max(512).optional().catch(undefined) }),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  const router = useRouter();
  return (
    <AdminTheme>
      <ConfirmEmailPage
        token={token}
        onConfirmed={async () => {
          // Whoever was signed in on this device signs in again, as the owner of the proved address.
          if (auth.isSignedIn()) await auth.signOut();
          await router.navigate({ to: '/signin', search: { notice: 'email-confirmed' }, replace: true });
        }}
      />
    </AdminTheme>
  );
}
