import * as z from 'zod';
import {
  acceptInviteInputSchema,
  confirmEmailInputSchema,
  forgotPasswordInputSchema,
  listUsersQuerySchema,
  resetPasswordInputSchema,
  sendInviteInputSchema,
  signUpInputSchema,
} from '../accounts/account-schemas';
import { createUserInputSchema, importUsersInputSchema, updateProfileInputSchema, updateUserInputSchema } from '../entities/user';
import type { RouteIdOf } from '../platform/routes';
import {
  answerInviteAnswerSchema,
  importUsersResultSchema,
  invitePreviewSchema,
  inviteSummarySchema,
  listInvitesAnswerSchema,
  listUsersAnswerSchema,
  meResponseSchema,
  signUpAnswerSchema,
  userAnswerSchema,
} from './account-responses';
import { healthAnswerSchema, messageAnswerSchema, openApiDocumentSchema } from './common-responses';
import type { RouteContracts } from './route-contract';

/** `DELETE /api/auth/update-user?uid=…`: the member to remove (spec §8 names it in the query). */
const deleteUserQuerySchema = z.object({ uid: z.string().max(128).describe('The member to remove.') });

export const ACCOUNT_CONTRACTS: RouteContracts<RouteIdOf<'accounts'>> = {
  health: { summary: 'Is the API up', ok: { status: 200, schema: healthAnswerSchema } },
  openApiDocument: {
    summary: 'This document: the API described in OpenAPI 3.1',
    ok: { status: 200, schema: openApiDocumentSchema, description: 'The OpenAPI document (cacheable).' },
    cacheable: true,
  },
  me: { summary: 'The signed-in person and the organizations they belong to', ok: { status: 200, schema: meResponseSchema } },
  updateProfile: { summary: 'Change your own name or phone', body: updateProfileInputSchema, ok: { status: 200, schema: meResponseSchema } },
  signUp: {
    summary: 'Sign up an organizer with a new organization',
    description: 'E-mails a confirmation link to the address; until it comes back the address is not proved, and no invitation can be accepted with the account.',
    body: signUpInputSchema,
    ok: { status: 201, schema: signUpAnswerSchema },
    rateLimited: true,
  },
  confirmEmail: {
    summary: "Confirm a sign-up's e-mail address with the e-mailed code",
    body: confirmEmailInputSchema,
    ok: { status: 200, schema: messageAnswerSchema },
    rateLimited: true,
  },
  forgotPassword: {
    summary: 'E-mail a password reset code',
    description: 'Answers the same whether or not the address has an account.',
    body: forgotPasswordInputSchema,
    ok: { status: 200, schema: messageAnswerSchema },
    rateLimited: true,
  },
  resetPassword: { summary: 'Choose a new password with a reset code', body: resetPasswordInputSchema, ok: { status: 200, schema: messageAnswerSchema } },
  listUsers: { summary: 'Members of the acting organization', query: listUsersQuerySchema, ok: { status: 200, schema: listUsersAnswerSchema } },
  createUser: { summary: 'Add a member to the acting organization', body: createUserInputSchema, ok: { status: 201, schema: userAnswerSchema } },
  updateUser: { summary: "Change a member's name, phone or roles", body: updateUserInputSchema, ok: { status: 200, schema: userAnswerSchema } },
  deleteUser: { summary: 'Remove a member from the acting organization', query: deleteUserQuerySchema, ok: { status: 200, schema: messageAnswerSchema } },
  importUsers: { summary: 'Add many members at once (rows of a sheet)', body: importUsersInputSchema, ok: { status: 200, schema: importUsersResultSchema } },
  listInvites: { summary: "The acting organization's invitations, newest first", ok: { status: 200, schema: listInvitesAnswerSchema } },
  sendInvite: { summary: 'Invite someone by e-mail to a role', body: sendInviteInputSchema, ok: { status: 201, schema: inviteSummarySchema } },
  resendInvite: { summary: 'Send a pending invitation again with a fresh link', ok: { status: 200, schema: inviteSummarySchema } },
  revokeInvite: { summary: 'Withdraw a pending invitation', ok: { status: 200, schema: inviteSummarySchema } },
  previewInvite: { summary: 'What an invitation link offers (public: the link is the secret)', ok: { status: 200, schema: invitePreviewSchema } },
  acceptInvite: { summary: 'Accept or decline an invitation', body: acceptInviteInputSchema, ok: { status: 200, schema: answerInviteAnswerSchema } },
};
