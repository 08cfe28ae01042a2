import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminTheme } from '../../components/admin-theme';
import { SignUpPage } from '../../features/signup/components/sign-up-page';

/** Public: a new organizer signs up; signed-in people go home. */
export const Route = createFileRoute('/admin/signup')({
  beforeLoad: ({ context }) => {
    if (context.auth.isSignedIn()) throw redirect({ to: '/home', replace: true });
  },
  component: SignUpRoute,
});

function SignUpRoute() {
  return (
    <AdminTheme>
      <SignUpPage />
    </AdminTheme>
  );
}
