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
import { messageAnswerSchema } from './common-responses';
import { healthAnswerSchema, openApiDocumentSchema } from './developer-responses';
import { defineRoute } from '../platform/route-entry';

/** `DELETE /api/auth/update-user?uid=…`: the member to remove (spec §8 names it in the query). */
// The use case's own words when the uid is missing (the route parsed no query before it had an entry).
const deleteUserQuerySchema = z.object({ uid: z.string({ error: 'Please input your uid' }).min(1, 'Please input your uid').max(128).describe('The member to remove.') });

export const healthRoute = /* @__PURE__ */ defineRoute({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'Is the API up',
  ok: { status: 200, schema: healthAnswerSchema },
});

export const openApiDocumentRoute = /* @__PURE__ */ defineRoute({
  id: 'openApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'This document: the API described in OpenAPI 3.1',
  ok: { status: 200, schema: openApiDocumentSchema, description: 'The OpenAPI document (cacheable).' },
  cacheable: true,
});

export const meRoute = /* @__PURE__ */ defineRoute({
  id: 'me',
  method: 'GET',
  path: '/api/me',
  service: 'accounts',
  auth: 'jwt',
  roles: 'any-signed-in',
  summary: 'The signed-in person and the organizations they belong to',
  ok: { status: 200, schema: meResponseSchema },
});

export const updateProfileRoute = /* @__PURE__ */ defineRoute({
  id: 'updateProfile',
  method: 'PUT',
  path: '/api/profile',
  service: 'accounts',
  auth: 'jwt',
  roles: 'any-signed-in',
  summary: 'Change your own name or phone',
  body: updateProfileInputSchema,
  ok: { status: 200, schema: meResponseSchema },
});

export const signUpRoute = /* @__PURE__ */ defineRoute({
  id: 'signUp',
  method: 'POST',
  path: '/api/auth/signup',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'Sign up an organizer with a new organization',
  description: 'E-mails a confirmation link to the address; until it comes back the address is not proved, and no invitation can be accepted with the account.',
  body: signUpInputSchema,
  ok: { status: 201, schema: signUpAnswerSchema },
  rateLimited: true,
});

export const confirmEmailRoute = /* @__PURE__ */ defineRoute({
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/auth/confirm-email',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: "Confirm a sign-up's e-mail address with the e-mailed code",
  body: confirmEmailInputSchema,
  ok: { status: 200, schema: messageAnswerSchema },
  rateLimited: true,
});

export const forgotPasswordRoute = /* @__PURE__ */ defineRoute({
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/auth/forgot-password',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'E-mail a password reset code',
  description: 'Answers the same whether or not the address has an account.',
  body: forgotPasswordInputSchema,
  ok: { status: 200, schema: messageAnswerSchema },
  rateLimited: true,
});

export const resetPasswordRoute = /* @__PURE__ */ defineRoute({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/auth/reset-password',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'Choose a new password with a reset code',
  body: resetPasswordInputSchema,
  ok: { status: 200, schema: messageAnswerSchema },
});

export const listUsersRoute = /* @__PURE__ */ defineRoute({
  id: 'listUsers',
  method: 'GET',
  path: '/api/users',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Members of the acting organization',
  query: listUsersQuerySchema,
  ok: { status: 200, schema: listUsersAnswerSchema },
});

export const createUserRoute = /* @__PURE__ */ defineRoute({
  id: 'createUser',
  method: 'POST',
  path: '/api/auth/create-user',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Add a member to the acting organization',
  body: createUserInputSchema,
  ok: { status: 201, schema: userAnswerSchema },
});

export const updateUserRoute = /* @__PURE__ */ defineRoute({
  id: 'updateUser',
  method: 'PUT',
  path: '/api/auth/update-user',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin'],
  summary: "Change a member's name, phone or roles",
  body: updateUserInputSchema,
  ok: { status: 200, schema: userAnswerSchema },
});

export const deleteUserRoute = /* @__PURE__ */ defineRoute({
  id: 'deleteUser',
  method: 'DELETE',
  path: '/api/auth/delete-user',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Remove a member from the acting organization',
  query: deleteUserQuerySchema,
  ok: { status: 200, schema: messageAnswerSchema },
});

export const importUsersRoute = /* @__PURE__ */ defineRoute({
  id: 'importUsers',
  method: 'POST',
  path: '/api/auth/import-users',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin'],
  summary: 'Add many members at once (rows of a sheet)',
  body: importUsersInputSchema,
  ok: { status: 200, schema: importUsersResultSchema },
});

export const listInvitesRoute = /* @__PURE__ */ defineRoute({
  id: 'listInvites',
  method: 'GET',
  path: '/api/invites',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: "The acting organization's invitations, newest first",
  ok: { status: 200, schema: listInvitesAnswerSchema },
});

export const sendInviteRoute = /* @__PURE__ */ defineRoute({
  id: 'sendInvite',
  method: 'POST',
  path: '/api/invites',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Invite someone by e-mail to a role',
  body: sendInviteInputSchema,
  ok: { status: 201, schema: inviteSummarySchema },
});

export const resendInviteRoute = /* @__PURE__ */ defineRoute({
  id: 'resendInvite',
  method: 'POST',
  path: '/api/invites/{inviteId}/resend',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Send a pending invitation again with a fresh link',
  ok: { status: 200, schema: inviteSummarySchema },
});

export const revokeInviteRoute = /* @__PURE__ */ defineRoute({
  id: 'revokeInvite',
  method: 'DELETE',
  path: '/api/invites/{inviteId}',
  service: 'accounts',
  auth: 'jwt',
  roles: ['admin', 'tournamentadmin'],
  summary: 'Withdraw a pending invitation',
  ok: { status: 200, schema: inviteSummarySchema },
});

export const previewInviteRoute = /* @__PURE__ */ defineRoute({
  id: 'previewInvite',
  method: 'GET',
  path: '/api/invites/by-token/{token}',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'What an invitation link offers (public: the link is the secret)',
  ok: { status: 200, schema: invitePreviewSchema },
});

export const acceptInviteRoute = /* @__PURE__ */ defineRoute({
  id: 'acceptInvite',
  method: 'POST',
  path: '/api/auth/accept-invite',
  service: 'accounts',
  auth: 'public',
  roles: 'public',
  summary: 'Accept or decline an invitation',
  body: acceptInviteInputSchema,
  ok: { status: 200, schema: answerInviteAnswerSchema },
});
