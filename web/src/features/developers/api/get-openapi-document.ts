import { openApiDocumentSchema } from '@pitchside/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/openapi.json` (public) → the OpenAPI 3.1 document the reference page renders. */
export async function getOpenApiDocument(signal?: AbortSignal) {
  return api.get('/openapi.json', { auth: false, schema: openApiDocumentSchema, ...(signal ? { signal } : {}) });
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
