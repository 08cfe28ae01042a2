import type { QueryClient } from '@tanstack/react-query';
import type { AuthStore } from '../features/auth/auth-store';

/** What every route's beforeLoad/loader receives: guards read `auth`, loaders prefetch through `queryClient`. */
export interface RouterContext {
  auth: AuthStore;
  queryClient: QueryClient;
  /** Loads the catalog half the page at `pathname` needs (signed-in and auth pages: the `app` half). */
  messagesFor: (pathname: string) => Promise<void>;
}
