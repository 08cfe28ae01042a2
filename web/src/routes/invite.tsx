import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as z from 'zod';
import { AdminTheme } from '../components/admin-theme';
import { ME_QUERY_KEY } from '../features/account/api/get-me';
import { invitePreviewQueryOptions } from '../features/invites/api/preview-invite';
import { InvitationPage } from '../features/invites/components/invitation-page';

/** Public: the link in the invitation e-mail, `/invite?token=…`. */
export const Route = createFileRoute('/invite')({
  validateSearch: z.object({ token: z.string().min(1).max(512).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, deps }) => {
    if (deps.token) void context.queryClient.prefetchQuery(invitePreviewQueryOptions(deps.token));
  },
  component: InviteRoute,
});

function InviteRoute() {
  const { token } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <AdminTheme>
      <InvitationPage
        token={token}
        signIn={(email, password) => auth.signIn(email, password)}
        onSignedIn={() => router.navigate({ to: '/home', replace: true })}
        onAcceptedWithAccount={async (email) => {
          const state = auth.getState();
          if (state.status === 'signedIn' && state.user.email === email) {
            // The same person, signed in here: fresh tokens carry the new role.
            await auth.refresh();
            await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
            await router.navigate({ to: '/home', replace: true });
            return;
          }
          if (state.status === 'signedIn') await auth.signOut();
          await router.navigate({ to: '/signin', search: { notice: 'invite-accepted' }, replace: true });
        }}
      />
    </AdminTheme>
  );
}
