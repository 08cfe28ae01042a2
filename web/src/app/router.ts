import { createRouter } from '@tanstack/react-router';
import { NotFound } from '../components/not-found';
import { PageSpinner } from '../components/page-spinner';
import { RouteError } from '../components/route-error';
import { routeTree } from '../route-tree.gen';
import type { RouterContext } from './router-context';

/*
 * Everything imported here loads at boot, for every visitor (spectators included): the default pending,
 * error and not-found views are plain markup, never antd (antd and its theme come with the signed-in
 * layout and the auth pages, see components/admin-theme.tsx).
 */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // TanStack Query owns freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSpinner,
    defaultPendingMs: 250,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Whether `pathname` is a page anyone may see without an account (the public site under `_public`, or an
 * unknown address): such a page needs neither Amplify nor antd, so boot loads neither for it.
 */
export function isPublicPath(router: AppRouter, pathname: string): boolean {
  return router.matchRoutes(pathname).every((match) => match.routeId === '__root__' || match.routeId.startsWith('/_public'));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
