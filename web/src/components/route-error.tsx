import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { AccessDeniedError } from '../lib/access-denied-error';
import { ApiError, errorMessage } from '../lib/api-error';
import { PageSpinner } from './page-spinner';

// The access-denied screen uses antd (signed-in pages only); the router's default error view loads at boot.
const AccessDenied = lazy(() => import('./access-denied').then((module) => ({ default: module.AccessDenied })));

/**
 * A route failed to load (spec §8: the API's message, otherwise the error's own). Offers a retry. A guard's
 * AccessDeniedError, or the API refusing the user (403), shows the access-denied screen instead. Plain
 * markup (no antd): this is the router's default error view, part of every visitor's boot code.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorBoundary.reset();
  }, [queryErrorBoundary]);

  const denied = error instanceof AccessDeniedError || (error instanceof ApiError && error.status === 403);
  if (denied) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AccessDenied {...(error instanceof ApiError ? { detail: error.message } : {})} />
      </Suspense>
    );
  }

  return (
    <div className="ps-route-error">
      <div className="ps-plain-alert" role="alert">
        <span className="ps-plain-alert__icon" aria-hidden="true">
          !
        </span>
        <p className="ps-plain-alert__title">{errorMessage(error)}</p>
        <button
          type="button"
          className="ps-plain-button ps-plain-button--small"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </button>
      </div>
    </div>
  );
}
