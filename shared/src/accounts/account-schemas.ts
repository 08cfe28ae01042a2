import * as z from 'zod';
import type { roleMapSchema } from '../entities/user';
import type { Locale } from '../i18n/locales';
import { INVITATION_ROLES } from '../roles';
import { emailSchema, nameSchema, optionalField, passwordSchema, required, requiredString } from '../validation/field-schemas';
import { TEXT_LIMITS } from '../validation/limits';
import { confirmPasswordSchema, refinePasswordConfirmation } from '../validation/password-confirmation';

/**
 * The accounts API's request and answer shapes. The web's forms parse with the same schemas, so the
 * page and the server say the same thing about the same input.
 */

/** POST /api/auth/signup: a new organizer and the organization they run (never a role from the caller). */
export const signUpInputSchema = z.strictObject({
  email: required(emailSchema, 'email'),
  displayName: required(nameSchema, 'name'),
  // The name goes into e-mail subjects: one line, no control characters (a CR/LF would forge headers).
  organizationName: requiredString('organization').pipe(
    z
      .string()
      .max(120, 'Keep the organization name under 120 characters')
      .regex(/^[^\p{Cc}]*$/u, 'Write the organization name on one line'),
  ),
  password: required(passwordSchema, 'password'),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** The sign-up form adds a confirmation the API never sees. */
export const signUpFormSchema = refinePasswordConfirmation(signUpInputSchema.extend({ confirmPassword: confirmPasswordSchema }));

export const forgotPasswordInputSchema = z.strictObject({ email: required(emailSchema, 'email') });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.strictObject({
  token: requiredString('resetCode', TEXT_LIMITS.token),
  password: required(passwordSchema, 'password'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The token from the link a self sign-up e-mails to its address. */
export const confirmEmailInputSchema = z.strictObject({ token: requiredString('confirmationCode', TEXT_LIMITS.token) });
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

/** POST /api/invites. A tournament admin may invite referees, coaches and medics only. */
export const sendInviteInputSchema = z.strictObject({
  email: required(emailSchema, 'email'),
  role: z.enum(INVITATION_ROLES, { error: 'Choose a role' }),
  tournamentId: optionalField(z.string().min(1).max(128)),
});
export type SendInviteInput = z.infer<typeof sendInviteInputSchema>;

/** POST /api/auth/accept-invite: accept (new people also choose a name and password) or decline. */
export const acceptInviteInputSchema = z.discriminatedUnion('answer', [
  z.strictObject({
    answer: z.literal('accept'),
    token: requiredString('invitationCode', TEXT_LIMITS.token),
    displayName: optionalField(nameSchema),
    password: optionalField(passwordSchema),
  }),
  z.strictObject({ answer: z.literal('decline'), token: requiredString('invitationCode', TEXT_LIMITS.token) }),
]);
export type AcceptInviteInput = z.infer<typeof acceptInviteInputSchema>;

export const INVITE_STATES = ['pending', 'accepted', 'declined', 'expired', 'revoked'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** An invitation as organizers list it. The token never leaves the server after the e-mail. */
export interface InviteSummary {
  inviteId: string;
  email: string;
  role: (typeof INVITATION_ROLES)[number];
  tournamentId?: string;
  inviterName: string;
  state: InviteState;
  createdAt: string;
  expiresAt: string;
}

/** What the invitation page shows to the person who opened the link. */
export interface InvitePreview {
  email: string;
  role: (typeof INVITATION_ROLES)[number];
  organizationName: string;
  inviterName: string;
  state: InviteState;
  /** True when the e-mail already has a Pitchside account: accepting needs no new password. */
  hasAccount: boolean;
}

export interface OrganizationMembership {
  orgId: string;
  name: string;
  role: z.infer<typeof roleMapSchema>;
}

/** GET /api/me */
export interface MeResponse {
  uid: string;
  email: string;
  displayName: string;
  phone?: string;
  /** The language chosen on the profile; absent until the person picks one (the browser's is used). */
  language?: Locale;
  /** Every role the person holds in any organization (mirrors the Cognito groups). */
  role: z.infer<typeof roleMapSchema>;
  organizations: OrganizationMembership[];
}

/** A member of the current organization, as /admin/users lists them. */
export interface UserSummary {
  uid: string;
  email: string;
  displayName: string;
  phone?: string;
  role: z.infer<typeof roleMapSchema>;
  createdAt: string;
}

export const listUsersQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
  role: z.enum(['admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor']).optional(),
});

export interface ImportUsersResult {
  message: string;
  imported: { row: number; email: string; uid: string }[];
  failed: { row: number; email?: string; reason: string }[];
}
