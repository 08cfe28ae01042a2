import { randomUUID } from 'node:crypto';
import { buildOpenApiDocument, localeFromAcceptLanguage, ORGANIZATION_HEADER } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoOrganizationRepository, dynamoRateLimiter, dynamoTournamentRepository, dynamoUserRepository } from '@pitchside/core/data';
import { dynamoInviteRepository } from './adapters/invites';
import { dynamoPasswordResetRepository } from './adapters/password-resets';
import { cognitoIdentityProvider, dynamo, sesMailer } from '@pitchside/core/aws';
import { cacheableJson, createHttpHandler, ok, SerializedJson, type HttpRequest } from '@pitchside/core/http';
import type { AccountsPorts } from './ports';
import { answerInvite, previewInvite } from './use-cases/answer-invite';
import { confirmEmail } from './use-cases/confirm-email';
import { createUser } from './use-cases/create-user';
import { deleteUser } from './use-cases/delete-user';
import { forgotPassword } from './use-cases/forgot-password';
import { getMe } from './use-cases/get-me';
import { importUsers } from './use-cases/import-users';
import { listUsers } from './use-cases/list-users';
import { listInvites, resendInvite, revokeInvite } from './use-cases/manage-invites';
import { resetPassword } from './use-cases/reset-password';
import { sendInvite } from './use-cases/send-invite';
import { signUp } from './use-cases/sign-up';
import { updateProfile } from './use-cases/update-profile';
import { updateUser } from './use-cases/update-user';

const env = loadEnv(['tableName', 'userPoolId', 'mailFrom', 'appUrl']);
const db = createDatabase(env.tableName, dynamo());
const ports: AccountsPorts = {
  identity: cognitoIdentityProvider(env.userPoolId),
  organizations: dynamoOrganizationRepository(db),
  users: dynamoUserRepository(db),
  invites: dynamoInviteRepository(db),
  tournaments: dynamoTournamentRepository(db),
  resets: dynamoPasswordResetRepository(db),
  rateLimiter: dynamoRateLimiter(db),
  mailer: sesMailer(env.mailFrom),
  clock: systemClock,
  newId: randomUUID,
  appUrl: env.appUrl,
};

let openApiDocument: SerializedJson | undefined;

const org = (request: HttpRequest) => request.headers[ORGANIZATION_HEADER];
/** The language on the caller's screen (Accept-Language): an e-mail's language when the recipient has none of their own. */
const screenLanguage = (request: HttpRequest) => localeFromAcceptLanguage(request.headers['accept-language']);

export const handler = createHttpHandler('accounts', {
  health: async () => ok({ status: 'ok' }),
  // The document changes only with a deploy: built once per container, then answered with its tag (304 when unchanged).
  openApiDocument: async (request) => cacheableJson(request, (openApiDocument ??= new SerializedJson(JSON.stringify(buildOpenApiDocument()))), { 'cache-control': 'public, max-age=300' }),
  me: async (request) => ok(await getMe(ports, request.actor)),
  updateProfile: async (request) => ok(await updateProfile(ports, request.actor, request.input.body)),
  signUp: async (request) => ({ status: 201, body: await signUp(ports, request.input.body, screenLanguage(request)) }),
  confirmEmail: async (request) => ok(await confirmEmail(ports, request.input.body)),
  forgotPassword: async (request) => ok(await forgotPassword(ports, request.input.body, screenLanguage(request))),
  resetPassword: async (request) => ok(await resetPassword(ports, request.input.body)),
  listUsers: async (request) => ok(await listUsers(ports, request.actor, org(request), request.input.query)),
  createUser: async (request) => ({ status: 201, body: await createUser(ports, request.actor, org(request), request.input.body) }),
  updateUser: async (request) => ok(await updateUser(ports, request.actor, org(request), request.input.body)),
  deleteUser: async (request) => ok(await deleteUser(ports, request.actor, org(request), request.input.query.uid)),
  importUsers: async (request) => ok(await importUsers(ports, request.actor, org(request), request.input.body, screenLanguage(request))),
  listInvites: async (request) => ok(await listInvites(ports, request.actor, org(request))),
  sendInvite: async (request) => ({ status: 201, body: await sendInvite(ports, request.actor, org(request), request.input.body, screenLanguage(request)) }),
  resendInvite: async (request) => ok(await resendInvite(ports, request.actor, org(request), request.input.params.inviteId, screenLanguage(request))),
  revokeInvite: async (request) => ok(await revokeInvite(ports, request.actor, org(request), request.input.params.inviteId)),
  previewInvite: async (request) => ok(await previewInvite(ports, request.input.params.token)),
  acceptInvite: async (request) => ok(await answerInvite(ports, request.input.body)),
});
