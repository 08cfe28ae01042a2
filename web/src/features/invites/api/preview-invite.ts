import { type invitePreviewSchema, previewInviteRoute } from '@pitchside/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { callRoute } from '../../../lib/call-route';
import { invitesKeys } from './invite-summary';

export type InvitationPreview = z.infer<typeof invitePreviewSchema>;

/**
 * `GET /api/invites/by-token/{token}` (public) → InvitePreview; 404 `{ message: 'No invite found with the
 * given token.' }` for a wrong, used, expired or revoked link.
 */
export async function previewInvite(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return callRoute(previewInviteRoute, { params: { token }, auth: false, ...(signal ? { signal } : {}) });
}

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitesKeys.preview(token),
    queryFn: ({ signal }) => previewInvite(token, signal),
    staleTime: 60_000,
  });

/** The page shows the 404's message itself, so this never throws to the route. */
export function useInvitePreview(token: string) {
  return useQuery(invitePreviewQueryOptions(token));
}
