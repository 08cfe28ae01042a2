import { lazy, Suspense, type ComponentProps } from 'react';

const Loaded = lazy(() => import('./follow-button').then((module) => ({ default: module.FollowButton })));

/**
 * The follow button, fetched after the page has rendered: the Web Push code behind it is ~2 KB gzip of
 * every division, team and match page's first load otherwise (the 170 KB budget, docs/performance.md),
 * and it shows nothing until it knows whether this browser can take notifications anyway.
 */
export function FollowButton(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
