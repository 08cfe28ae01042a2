import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMITS } from '@pitchside/shared';
import { USER_POOL } from '../../resources';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * What the app's sign-in pages (Amplify) call on the identity endpoint, and nothing else. cognito-local
 * answers every operation without credentials, admin ones included (ListUsers, AdminSetUserPassword,
 * AdminAddUserToGroup, SignUp with any password); in AWS those need IAM or are off for this client. The
 * app's own sign-up and password reset go through /api, never through here.
 */
export const ALLOWED_TARGETS = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'GlobalSignOut',
  'ChangePassword',
  'GetUser',
  // A signed-in user's own attribute writes: AWS lets through only the client's WriteAttributes (checked below).
  'UpdateUserAttributes',
  'DeleteUserAttributes',
]);
/** The flows the app starts: password sign-in (no SRP in the emulator) and refresh. */
const ALLOWED_AUTH_FLOWS = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);
const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * Cognito locks a user out after repeated failed sign-ins (5, then for a growing time); the emulator
 * does not, so the proxy does: more than this many failures in the window answer
 * TooManyRequestsException without asking the emulator. Failures count per user, whatever name the
 * attempt used (the e-mail or the internal user name), as Cognito counts them.
 */
export const SIGN_IN_FAILURE_LIMIT = 5;
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

function readAll(request: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolvePromise(size > MAX_REQUEST_BYTES ? 'too-large' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function refuse(response: ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify({ __type: type, message }));
}

function parseObject(body: Buffer): Record<string, unknown> | null {
  try {
    const value = JSON.parse(body.toString('utf8') || '{}') as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Cognito refuses a user's own write of an attribute outside the app client's WriteAttributes (ours:
 * USER_POOL.clientWriteAttributes, never the e-mail); the emulator writes anything, so the proxy refuses
 * as AWS does.
 */
const SELF_ATTRIBUTE_WRITES = new Set(['UpdateUserAttributes', 'DeleteUserAttributes']);

function unauthorizedAttributeWrite(target: string, body: Buffer): boolean {
  if (!SELF_ATTRIBUTE_WRITES.has(target)) return false;
  let input: { UserAttributes?: { Name?: string }[]; UserAttributeNames?: string[] };
  try {
    input = JSON.parse(body.toString('utf8') || '{}') as typeof input;
  } catch {
    return false; // not JSON: the emulator answers it as AWS would, with a serialization error
  }
  const names = [...(input.UserAttributes ?? []).map((attribute) => String(attribute.Name ?? '')), ...(input.UserAttributeNames ?? []).map(String)];
  return names.some((name) => !(USER_POOL.clientWriteAttributes as readonly string[]).includes(name));
}

/**
 * The browser talks to Cognito through the app's own origin (`/cognito`), as it would talk to the
 * regional endpoint in AWS. The emulator lacks GetTokensFromRefreshToken, which Amplify's forced
 * refresh calls; it is answered here with the equivalent REFRESH_TOKEN_AUTH. Where the emulator's errors
 * differ from AWS's, the proxy answers what AWS answers.
 */
export function createCognitoProxy(cognitoEndpoint: string, userPoolId: string) {
  const failures = new Map<string, number[]>();
  const recentFailures = (user: string) => (failures.get(user) ?? []).filter((at) => Date.now() - at < SIGN_IN_FAILURE_WINDOW_MS);

  const emulator = (target: string, body: unknown) =>
    fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body: JSON.stringify(body),
    });

  /** The user an attempt names, by their pool user name: an e-mail and the internal name count as one. */
  async function userKey(name: string): Promise<string> {
    const trimmed = name.trim();
    if (trimmed === '') return '';
    const byEmail = trimmed.includes('@')
      ? await emulator('ListUsers', { UserPoolId: userPoolId, Filter: `email = "${trimmed.toLowerCase().replace(/["\\]/g, '')}"`, Limit: 1 })
      : await emulator('AdminGetUser', { UserPoolId: userPoolId, Username: trimmed });
    if (!byEmail.ok) return `unknown:${trimmed.toLowerCase()}`;
    const found = (await byEmail.json()) as { Users?: { Username?: string }[]; Username?: string };
    const username = found.Users ? found.Users[0]?.Username : found.Username;
    return username ? `user:${username}` : `unknown:${trimmed.toLowerCase()}`;
  }

  return async function proxy(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' });
      response.end();
      return;
    }
    const raw = await readAll(request);
    if (raw === 'too-large') return refuse(response, 413, 'RequestEntityTooLargeException', 'Request Entity Too Large');
    const requested = String(request.headers['x-amz-target'] ?? '');
    const operation = requested.startsWith(TARGET_PREFIX) ? requested.slice(TARGET_PREFIX.length) : '';
    if (request.method !== 'POST' || !ALLOWED_TARGETS.has(operation)) {
      return refuse(response, 400, 'AccessDeniedException', 'This operation is not available on the app’s sign-in endpoint');
    }
    const input = parseObject(raw);
    if (!input) return refuse(response, 400, 'SerializationException', 'The request body is not a JSON object');
    if (operation === 'InitiateAuth' && !ALLOWED_AUTH_FLOWS.has(String(input.AuthFlow))) {
      return refuse(response, 400, 'InvalidParameterException', 'This authentication flow is not enabled for this client');
    }

    let target = operation;
    let body = raw;
    const refresh = operation === 'GetTokensFromRefreshToken';
    if (refresh) {
      target = 'InitiateAuth';
      body = Buffer.from(JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } }));
    }
    if (unauthorizedAttributeWrite(operation, raw)) {
      return refuse(response, 400, 'NotAuthorizedException', 'A client attempted to write unauthorized attribute');
    }
    const signIn = operation === 'InitiateAuth' && input.AuthFlow === 'USER_PASSWORD_AUTH';
    const parameters = (input.AuthParameters ?? {}) as { USERNAME?: unknown };
    const user = signIn ? await userKey(String(parameters.USERNAME ?? '').slice(0, BODY_LIMITS.jsonBytes)) : '';
    if (signIn && recentFailures(user).length >= SIGN_IN_FAILURE_LIMIT) {
      return refuse(response, 400, 'TooManyRequestsException', 'Too many failed attempts. Try again later.');
    }
    const upstream = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': `${TARGET_PREFIX}${target}` },
      body,
    });
    let text = await upstream.text();
    // Real Cognito answers a wrong password at sign-in with NotAuthorizedException; the emulator says
    // InvalidPasswordException (which AWS reserves for password-policy failures).
    if (signIn && upstream.status === 400 && text.includes('"InvalidPasswordException"')) {
      text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    if (signIn && upstream.status === 400 && /NotAuthorizedException|UserNotFoundException/.test(text)) {
      failures.set(user, [...recentFailures(user), Date.now()]);
    } else if (signIn && upstream.ok) {
      failures.delete(user);
    }
    if (refresh && upstream.ok) {
      const result = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
      text = JSON.stringify({ AuthenticationResult: result.AuthenticationResult });
    }
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1' });
    response.end(text);
  };
}
