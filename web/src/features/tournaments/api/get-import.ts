import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { type ImportJobView, getImportRoute } from '@pitchside/shared';
import { tournamentsKeys } from '../../../api/tournaments/tournament-keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

export const isFinished = (job: ImportJobView | undefined) => job?.status === 'completed' || job?.status === 'failed';

/** `GET /api/imports/{importId}` → the job: status, the spec's six steps, counts, then the report or the error. */
export async function getImport(orgId: string | undefined, importId: string, signal?: AbortSignal): Promise<ImportJobView> {
  return callRoute(getImportRoute, { params: { importId }, headers: organizationHeaders(orgId), ...(signal ? { signal } : {}) });
}

export const importJobQueryOptions = (orgId: string | undefined, importId: string) =>
  queryOptions({
    queryKey: tournamentsKeys.importJob(orgId, importId),
    queryFn: ({ signal }) => getImport(orgId, importId, signal),
    staleTime: 0,
    // Every ~500 ms until the job completes or fails, also when the tab is in the background.
    refetchInterval: (query) => (isFinished(query.state.data) ? false : IMPORT_POLL_MS),
    refetchIntervalInBackground: true,
  });

export function useImportJob(orgId: string | undefined, importId: string | undefined) {
  return useQuery({ ...importJobQueryOptions(orgId, importId ?? ''), enabled: Boolean(importId) });
}
