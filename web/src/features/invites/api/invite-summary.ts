import { INVITATION_ROLES, INVITE_STATES } from '@pitchside/shared';
import * as z from 'zod';

/** InviteSummary: an invitation as organizers list it (the token never leaves the server). */
export const inviteSummarySchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  tournamentId: z.string().optional(),
  inviterName: z.string(),
  state: z.enum(INVITE_STATES),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export type Invite = z.infer<typeof inviteSummarySchema>;

export const invitesKeys = {
  ofOrganization: (orgId: string | undefined) => ['invites', orgId ?? 'only'] as const,
  preview: (token: string) => ['invite-preview', token] as const,
};
