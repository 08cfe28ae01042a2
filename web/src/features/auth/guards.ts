import type { Role } from '@pitchside/shared';
import { AccessDeniedError } from '../../lib/access-denied-error';
import type { AuthStore } from './auth-store';

/**
 * For `beforeLoad` of a page that needs one of `roles` (the ID token's groups, which mirror the roles the
 * person holds in any organization). Runs under `_authenticated`, so the user is signed in; anyone else
 * gets the access-denied screen. The API enforces the same roles (route manifest) whatever the page does.
 */
export function requireAnyRole(auth: AuthStore, roles: readonly Role[]): void {
  const state = auth.getState();
  const held = state.status === 'signedIn' ? state.user.roles : [];
  if (!held.some((role) => roles.includes(role))) throw new AccessDeniedError();
}
