import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { AccessDeniedError } from '../lib/access-denied-error';
import { ApiError, errorMessage } from '../lib/api-error';
import { AccessDenied } from './access-denied';

/**
 * A route failed to load (spec §8: the API's message, otherwise the error's own). Offers a retry. A guard's
 * AccessDeniedError, or the API refusing the user (403), shows the access-denied screen instead.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorBoundary.reset();
  }, [queryErrorBoundary]);

  if (error instanceof AccessDeniedError) return <AccessDenied />;
  if (error instanceof ApiError && error.status === 403) return <AccessDenied detail={error.message} />;

  return (
    <div className="ps-route-error">
      <Alert
        type="error"
        showIcon
        title={errorMessage(error)}
        action={
          <Button
            size="small"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
        }
      />
    </div>
  );
}
