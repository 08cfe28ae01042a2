import { type Locale, updateProfileRoute } from '@pitchside/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY, meFrom, meSchema } from '../features/account/api/get-me';
import type { AuthStore } from '../features/auth/auth-store';
import { apiRequest } from '../lib/api-client';
import { routeUrlPath } from '../lib/call-route';

/** `PUT /api/profile { language }` for a signed-in person; a visitor's choice stays on the device. */
export async function saveLanguageOnProfile({ auth, queryClient, language }: { auth: AuthStore; queryClient: QueryClient; language: Locale }): Promise<void> {
  if (auth.getState().status !== 'signedIn') return;
  try {
    const me = meFrom(await apiRequest(routeUrlPath(updateProfileRoute, {}), { method: updateProfileRoute.method, body: { language }, schema: meSchema }));
    queryClient.setQueryData(ME_QUERY_KEY, me);
  } catch (error) {
    // The screen already speaks the new language; the profile catches up on the next choice.
    console.warn('The language was not saved on the profile', error);
  }
}
