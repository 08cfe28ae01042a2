import * as z from 'zod';
import { INVITATION_ROLES } from '../roles';
import { emailSchema, required } from '../validation/field-schemas';
import { TEXT_LIMITS } from '../validation/limits';
import { idSchema, timestampSchema } from './common';

/** An invitation, keyed by e-mail (spec §3). Accepting or declining sets the flag with the token (§4). */
export const inviteSchema = z.object({
  email: emailSchema,
  token: z.string().min(1),
  inviter: idSchema,
  role: z.enum(INVITATION_ROLES).optional(),
  accepted: z.boolean(),
  declined: z.boolean(),
  createdAt: timestampSchema.optional(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const createInviteInputSchema = z.strictObject({
  email: required(emailSchema, 'E-mail'),
  role: z.enum(INVITATION_ROLES),
});
export type CreateInviteInput = z.infer<typeof createInviteInputSchema>;

/** POST /api/auth/accept-invite: the token from the e-mail and the invitee's answer. */
export const answerInviteInputSchema = z.strictObject({
  token: z.string().min(1).max(TEXT_LIMITS.token),
  answer: z.enum(['accept', 'decline']),
});
export type AnswerInviteInput = z.infer<typeof answerInviteInputSchema>;

/** Organizer ↔ tournament link: an organizer sees the tournaments they own or are linked to (spec §6). */
export const userTournamentSchema = z.object({ userId: idSchema, tournamentId: idSchema });
export type UserTournament = z.infer<typeof userTournamentSchema>;
