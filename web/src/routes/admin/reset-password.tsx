import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as z from 'zod';
import { AdminTheme } from '../../components/admin-theme';
import { ResetPasswordPage } from '../../features/password-reset/components/reset-password-page';

/** Public: the e-mailed link `/admin/reset-password?token=…`. */
export const Route = createFileRoute('/admin/reset-password')({
  validateSearch: z.object({ token: z.string().min(1).max(512).optional().catch(undefined) }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  const router = useRouter();
  return (
    <AdminTheme>
      <ResetPasswordPage
        token={token}
        onReset={async () => {
          // Whoever was signed in on this device signs in again, with the new password.
          if (auth.isSignedIn()) await auth.signOut();
          await router.navigate({ to: '/signin', search: { notice: 'password-changed' }, replace: true });
        }}
      />
    </AdminTheme>
  );
}
