import type { Locale } from '@pitchside/shared';
import type { AuthState } from '../features/auth/auth-store';
import type { LanguageStore } from './language-store';

interface SignedInState {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
}

/**
 * Which language wins (i18n decision): once someone is signed in, the language saved on their profile, on
 * every device; before sign-in, this device's own choice, else the browser's languages. Watching the auth
 * store rather than a signed-in page means it also holds for someone who signs in and is sent back to a
 * public page, or opens the public site with a stored session.
 */
export function followProfileLanguage({
  auth,
  languages,
  profileLanguage,
}: {
  auth: SignedInState;
  languages: Pick<LanguageStore, 'adopt'>;
  /** The signed-in person's saved language (fetched lazily: the profile's schema is no part of a public page's first load). */
  profileLanguage: () => Promise<Locale | undefined>;
}): () => void {
  let followed: string | undefined;
  const check = () => {
    const state = auth.getState();
    const signedInAs = state.status === 'signedIn' ? state.user.sub : undefined;
    if (signedInAs === followed) return;
    followed = signedInAs;
    if (!signedInAs) return;
    profileLanguage()
      .then((language) => (language && followed === signedInAs ? languages.adopt(language) : undefined))
      .catch((error: unknown) => console.warn('The profile’s language was not read', error));
  };
  const unsubscribe = auth.subscribe(check);
  check();
  return unsubscribe;
}
