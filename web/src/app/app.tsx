import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageSpinner } from '../components/page-spinner';
import type { AuthStore } from '../features/auth/auth-store';
import { useAuthState } from '../features/auth/use-auth-state';
import type { createAppRouter } from './router';

interface AppProps {
  auth: AuthStore;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  messagesFor: (pathname: string) => Promise<void>;
}

export function App({ auth, queryClient, router, messagesFor }: AppProps) {
  const state = useAuthState(auth);

  // Whenever the session starts or ends (sign-in, sign-out, a refresh that failed in the background),
  // re-run the guards of the current route; a fresh session never sees the previous user's cache.
  useEffect(() => {
    let previous = auth.getState().status;
    return auth.subscribe(() => {
      const status = auth.getState().status;
      if (status === previous) return;
      previous = status;
      if (status === 'signedIn') queryClient.clear();
      void router.invalidate();
    });
  }, [auth, queryClient, router]);

  // Spec §2: the application shell shows a spinner while the authentication state loads.
  if (state.status === 'loading') return <PageSpinner fullscreen />;

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} context={{ auth, queryClient, messagesFor }} />
    </QueryClientProvider>
  );
}
