import * as z from 'zod';
import { INVITATION_ROLES } from '../roles';
import { emailSchema, required } from '../validation/field-schemas';
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
  email: required(emailSchema, 'email'),
  role: z.enum(INVITATION_ROLES),
});
export type CreateInviteInput = z.infer<typeof createInviteInputSchema>;
