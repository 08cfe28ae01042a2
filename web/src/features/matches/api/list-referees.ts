import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { matchesKeys } from './match-keys';

const refereesSchema = z.object({ referees: z.array(z.object({ uid: z.string(), displayName: z.string() })) });

/** `GET /api/referees` (admin, refereeassignor; `x-pitchside-org`) → `{ referees: [{uid, displayName}] }`, by name. */
export async function listReferees(orgId: string | undefined, signal?: AbortSignal) {
  return api.get('/referees', { headers: organizationHeaders(orgId), schema: refereesSchema, ...(signal ? { signal } : {}) });
}

export const refereesQueryOptions = (orgId: string | undefined) =>
  queryOptions({ queryKey: matchesKeys.referees(orgId), queryFn: ({ signal }) => listReferees(orgId, signal), staleTime: 5 * 60_000 });

export function useReferees(orgId: string | undefined, enabled: boolean) {
  return useQuery({ ...refereesQueryOptions(orgId), enabled });
}
