import { inviteSummarySchema } from '@pitchside/shared';
import type * as z from 'zod';

/** InviteSummary: an invitation as organizers list it (the token never leaves the server). */
export { inviteSummarySchema };

export type Invite = z.infer<typeof inviteSummarySchema>;

export const invitesKeys = {
  ofOrganization: (orgId: string | undefined) => ['invites', orgId ?? 'only'] as const,
  preview: (token: string) => ['invite-preview', token] as const,
};
