import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { api, organizationHeaders } from '../../../lib/api-client';
import { inviteSummarySchema, invitesKeys } from './invite-summary';

const listSchema = z.object({ invites: z.array(inviteSummarySchema) });

/** `GET /api/invites` (admin, tournamentadmin; `x-pitchside-org`) → `{ invites: InviteSummary[] }`, newest first. */
export async function listInvites(orgId: string | undefined, signal?: AbortSignal) {
  const { invites } = await api.get('/invites', { headers: organizationHeaders(orgId), schema: listSchema, ...(signal ? { signal } : {}) });
  return invites;
}

export const invitesQueryOptions = (orgId: string | undefined) =>
  queryOptions({
    queryKey: invitesKeys.ofOrganization(orgId),
    queryFn: ({ signal }) => listInvites(orgId, signal),
  });

export function useInvites(orgId: string | undefined) {
  return useQuery(invitesQueryOptions(orgId));
}
