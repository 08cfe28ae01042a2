import { openApiDocumentRoute } from '@pitchside/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/** `GET /api/openapi.json` (public) → the OpenAPI 3.1 document the reference page renders. */
export async function getOpenApiDocument(signal?: AbortSignal) {
  return callRoute(openApiDocumentRoute, { auth: false, ...(signal ? { signal } : {}) });
}

export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: ['developers', 'openapi'] as const,
    queryFn: ({ signal }) => getOpenApiDocument(signal),
    // It changes only with a deploy.
    staleTime: 10 * 60_000,
  });

export function useOpenApiDocument() {
  return useSuspenseQuery(openApiDocumentQueryOptions());
}
