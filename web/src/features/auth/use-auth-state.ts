import { useSyncExternalStore } from 'react';
import type { AuthState, AuthStore } from './auth-store';

export function useAuthState(store: AuthStore): AuthState {
  return useSyncExternalStore(store.subscribe, store.getState);
}
