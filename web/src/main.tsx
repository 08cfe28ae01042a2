import { ConfigProvider } from 'antd';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { theme } from './app/theme';
import { PageSpinner } from './components/page-spinner';
import { amplifyAuthGateway, readIdToken } from './features/auth/amplify-auth-gateway';
import { createAuthStore } from './features/auth/auth-store';
import { keepTokenCookie } from './features/auth/token-cookie';
import { configureAmplify } from './lib/amplify';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/runtime-config';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

const render = (children: ReactNode) =>
  root.render(
    <StrictMode>
      <ConfigProvider theme={theme}>{children}</ConfigProvider>
    </StrictMode>,
  );

/** Boot: runtime config → Amplify → auth state → router. The spinner shows until the auth state is known. */
async function boot(): Promise<void> {
  render(<PageSpinner fullscreen />);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureAmplify(config);

    const auth = createAuthStore(amplifyAuthGateway());
    // Spec §7: the `token` cookie follows the session (written, refreshed every 10 minutes, deleted).
    keepTokenCookie({
      auth,
      readToken: readIdToken,
      writeCookie: (cookie) => {
        document.cookie = cookie;
      },
    });
    const queryClient = createQueryClient();
    const router = createAppRouter({ auth, queryClient });
    render(<App auth={auth} queryClient={queryClient} router={router} />);
    await auth.load();
  } catch (error) {
    console.error('Pitchside could not start', error);
    render(<BootError error={error} />);
  }
}

void boot();
