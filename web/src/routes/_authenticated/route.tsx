import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../../app/layout/app-shell';
import { AdminTheme } from '../../components/admin-theme';
import { useNoIndex } from '../../components/use-no-index';

/** Every signed-in screen lives under this pathless layout: the guard and the header are here once. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isSignedIn()) {
      throw redirect({ to: '/signin', search: { redirect: location.href } });
    }
  },
  component: AuthenticatedLayout,
});

/** antd's theme starts here (and on the auth pages), not at boot; signed-in pages are never indexed. */
function AuthenticatedLayout() {
  const { auth } = Route.useRouteContext();
  useNoIndex();
  return (
    <AdminTheme>
      <AppShell auth={auth} />
    </AdminTheme>
  );
}
