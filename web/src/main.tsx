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
import { I18nProvider } from './i18n/i18n-provider';
import { browserLanguageStore } from './i18n/language-store';
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
  const languages = browserLanguageStore();
  try {
    // The active language's catalog (and only it) loads beside the runtime config: no extra round trip.
    const [config] = await Promise.all([loadRuntimeConfig(), languages.start()]);
    setRuntimeConfig(config);

    const auth = createAuthStore(amplifyAuthGateway());
    const queryClient = createQueryClient();
    const messagesFor = (pathname: string) => (isPublicPath(router, pathname) ? Promise.resolve() : languages.need('app'));
    const router = createAppRouter({ auth, queryClient, messagesFor });
    // Once signed in, on any page, the profile's language wins over this device's (follow-profile-language.ts).
    // Loaded with Amplify, which every sign-in and stored session needs: no part of a visitor's first load.
    let following = false;
    const followProfileLanguage = () => {
      if (following) return;
      following = true;
      const profileLanguage = () => import('./i18n/profile-language').then((module) => module.profileLanguage(queryClient));
      void import('./i18n/follow-profile-language').then((module) => module.followProfileLanguage({ auth, languages, profileLanguage }));
    };
    const preloadAmplify = () => {
      followProfileLanguage();
      void loadAmplify().catch((error: unknown) => console.warn('Amplify did not load', error));
    };
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
    // A signed-in person's choice follows them to other devices and into their e-mails.
    // Fetched when someone picks a language: the profile's schema is no part of a public page's first load.
    languages.onChoose((language) => void import('./i18n/save-language').then(({ saveLanguageOnProfile }) => saveLanguageOnProfile({ auth, queryClient, language })));
    render(
      <I18nProvider store={languages}>
        <App auth={auth} queryClient={queryClient} router={router} messagesFor={messagesFor} />
      </I18nProvider>,
    );
    await auth.load();
  } catch (error) {
    console.error('Pitchside could not start', error);
    render(
      <I18nProvider store={languages}>
        <BootError error={error} />
      </I18nProvider>,
    );
  }
}

void boot();
