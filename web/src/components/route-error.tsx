import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../lib/api-error';

/** A route failed to load (spec §8: the API's message, otherwise the error's own). Offers a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorBoundary.reset();
  }, [queryErrorBoundary]);

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
