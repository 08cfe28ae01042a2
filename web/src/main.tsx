import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { createQueryClient } from './app/query-client';
import { createAppRouter, isPublicPath } from './app/router';
import { BootSplash } from './components/boot-splash';
import { amplifyAuthGateway, readIdToken } from './features/auth/amplify-auth-gateway';
import { createAuthStore } from './features/auth/auth-store';
import { keepTokenCookie } from './features/auth/token-cookie';
import { hasStoredSession, loadAmplify } from './lib/amplify';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/runtime-config';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

// No antd here: the boot path is what every spectator downloads. antd's theme is the signed-in layout's.
const render = (children: ReactNode) => root.render(<StrictMode>{children}</StrictMode>);

/**
 * Boot: runtime config → auth state → router. The spinner shows until the auth state is known. Amplify is
 * loaded (lib/amplify) only when a Cognito session is stored or the page is not public (sign-in, the
 * signed-in pages): a spectator without an account never downloads it.
 */
async function boot(): Promise<void> {
  render(<BootSplash />);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);

    const auth = createAuthStore(amplifyAuthGateway());
    const queryClient = createQueryClient();
    const router = createAppRouter({ auth, queryClient });
    const preloadAmplify = () => void loadAmplify().catch((error: unknown) => console.warn('Amplify did not load', error));
    if (hasStoredSession() || !isPublicPath(router, window.location.pathname)) preloadAmplify();
    // Leaving the public site for sign-in or a signed-in page: fetch Amplify while that page loads.
    router.subscribe('onBeforeNavigate', ({ toLocation }) => {
      if (!isPublicPath(router, toLocation.pathname)) preloadAmplify();
    });

    // Spec §7: the `token` cookie follows the session (written, refreshed every 10 minutes, deleted).
    keepTokenCookie({
      auth,
      readToken: readIdToken,
      writeCookie: (cookie) => {
        document.cookie = cookie;
      },
    });
    render(<App auth={auth} queryClient={queryClient} router={router} />);
    await auth.load();
  } catch (error) {
    console.error('Pitchside could not start', error);
    render(<BootError error={error} />);
  }
}

void boot();
