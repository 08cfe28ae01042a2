import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { AdminTheme } from '../components/admin-theme';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { afterSignInPath, SIGN_IN_NOTICES, signInSearchSchema } from '../features/auth/redirect';

export const Route = createFileRoute('/signin')({
  validateSearch: signInSearchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isSignedIn()) throw redirect({ href: afterSignInPath(search), replace: true });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { auth } = Route.useRouteContext();
  const search = Route.useSearch();
  const router = useRouter();
  return (
    <AdminTheme>
      <SignInPage
        notice={search.notice ? SIGN_IN_NOTICES[search.notice] : undefined}
        signIn={(email, password) => auth.signIn(email, password)}
        onSignedIn={() => router.navigate({ href: afterSignInPath(search), replace: true })}
      />
    </AdminTheme>
  );
}
