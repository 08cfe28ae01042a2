import { createFileRoute, Outlet, useMatch } from '@tanstack/react-router';
import { useAuthState } from '../../features/auth/use-auth-state';
import { PublicShell } from '../../features/public/components/public-shell';

/** The public site (no account): its own light frame, no antd. Organizers see the way to their dashboard. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  const { auth } = Route.useRouteContext();
  const state = useAuthState(auth);
  // The venue screen is the whole screen: no site frame around it (issue 35).
  const bare = useMatch({ from: '/_public/display', shouldThrow: false });
  if (bare) return <Outlet />;
  return (
    <PublicShell signedIn={state.status === 'signedIn'}>
      <Outlet />
    </PublicShell>
  );
}
