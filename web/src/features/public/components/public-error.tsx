import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { PublicNotFound } from './public-not-found';
import { useIntl } from 'react-intl';

/** A public page failed to load (network, 5xx): the reason and a retry. */
export function PublicError({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorBoundary.reset();
  }, [queryErrorBoundary]);
  if (error instanceof ApiError && error.status === 404) return <PublicNotFound />;
  return (
    <section className="pub-empty-page" aria-labelledby="error-title">
      <h1 id="error-title">{intl.formatMessage({ id: 'error.pageDidNotLoad' })}</h1>
      <p role="alert">{errorMessage(error)}</p>
      <button
        type="button"
        className="pub-button"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {intl.formatMessage({ id: 'common.tryAgain' })}
      </button>
    </section>
  );
}
