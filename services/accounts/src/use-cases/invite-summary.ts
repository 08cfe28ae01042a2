import type { InviteState, InviteSummary } from '@pitchside/shared';
import type { InviteRecord } from '../adapters/invites';

export const INVITE_VALID_DAYS = 7;

export function inviteState(invite: InviteRecord, now: Date): InviteState {
  if (invite.accepted) return 'accepted';
  if (invite.declined) return 'declined';
  if (invite.revokedAt) return 'revoked';
  if (Date.parse(invite.expiresAt) <= now.getTime()) return 'expired';
  return 'pending';
}

export function inviteSummary(invite: InviteRecord, now: Date): InviteSummary {
  return {
    inviteId: invite.inviteId,
    email: invite.email,
    role: invite.role,
    inviterName: invite.inviterName,
    state: inviteState(invite, now),
    createdAt: invite.createdAt,
    expiresAt: invite.expiresAt,
    ...(invite.tournamentId ? { tournamentId: invite.tournamentId } : {}),
  };
}
