import * as z from 'zod';
import { INVITE_STATES, type ImportUsersResult, type InvitePreview, type InviteSummary, type MeResponse, type UserSummary } from '../accounts/account-schemas';
import { roleMapSchema } from '../entities/user';
import { LOCALES } from '../i18n/locales';
import { INVITATION_ROLES } from '../roles';
import { messageAnswerSchema } from './common-responses';

/** The accounts service's answers (routes: me, profile, sign-up, users, invites). */

const membershipSchema = z.object({ orgId: z.string(), name: z.string(), role: roleMapSchema });

/** `GET /api/me`, `PUT /api/profile`. */
export const meResponseSchema: z.ZodType<MeResponse> = z
  .object({
    uid: z.string(),
    email: z.string(),
    displayName: z.string(),
    phone: z.string().optional(),
    role: roleMapSchema,
    organizations: z.array(membershipSchema),
    language: z.enum(LOCALES).optional(),
  })
  .meta({ id: 'Me' });

export const userSummarySchema: z.ZodType<UserSummary> = z
  .object({ uid: z.string(), email: z.string(), displayName: z.string(), phone: z.string().optional(), role: roleMapSchema, createdAt: z.string() })
  .meta({ id: 'UserSummary' });

export const listUsersAnswerSchema = z.object({ message: z.string(), users: z.array(userSummarySchema) });
export const userAnswerSchema = z.object({ message: z.string(), user: userSummarySchema });
/** The account exists but its address is unproved until the e-mailed link comes back (`message` says so). */
export const signUpAnswerSchema = z.object({ uid: z.string(), email: z.string(), orgId: z.string(), message: z.string() });

export const importUsersResultSchema: z.ZodType<ImportUsersResult> = z.object({
  message: z.string(),
  imported: z.array(z.object({ row: z.number(), email: z.string(), uid: z.string() })),
  failed: z.array(z.object({ row: z.number(), email: z.string().optional(), reason: z.string() })),
});

export const inviteSummarySchema: z.ZodType<InviteSummary> = z
  .object({
    inviteId: z.string(),
    email: z.string(),
    role: z.enum(INVITATION_ROLES),
    tournamentId: z.string().optional(),
    inviterName: z.string(),
    state: z.enum(INVITE_STATES),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'InviteSummary' });
export const listInvitesAnswerSchema = z.object({ invites: z.array(inviteSummarySchema) });

export const invitePreviewSchema: z.ZodType<InvitePreview> = z.object({
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  organizationName: z.string(),
  inviterName: z.string(),
  state: z.enum(INVITE_STATES),
  hasAccount: z.boolean(),
});

/** `POST /api/auth/accept-invite`: whose invitation was answered, and how. */
export const answerInviteAnswerSchema = z.object({ email: z.string(), answer: z.enum(['accepted', 'declined']) });

export { messageAnswerSchema };
