import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../../app/layout/app-shell';

/** Every signed-in screen lives under this pathless layout: the guard and the header are here once. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isSignedIn()) {
      throw redirect({ to: '/signin', search: { redirect: location.href } });
    }
  },
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  const { auth } = Route.useRouteContext();
  return <AppShell auth={auth} />;
}
