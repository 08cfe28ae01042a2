import { createFileRoute } from '@tanstack/react-router';
import { AdminTheme } from '../../components/admin-theme';
import { ForgotPasswordPage } from '../../features/password-reset/components/forgot-password-page';

/** Public: ask for a password reset e-mail. */
export const Route = createFileRoute('/admin/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return (
    <AdminTheme>
      <ForgotPasswordPage />
    </AdminTheme>
  );
}
