import type { IncomingMessage, ServerResponse } from 'node:http';
import { USER_POOL } from '../../resources';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolvePromise(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The browser talks to Cognito through the app's own origin (`/cognito`), as it would talk to the
 * regional endpoint in AWS. The emulator lacks GetTokensFromRefreshToken, which Amplify's forced
 * refresh calls; it is answered here with the equivalent REFRESH_TOKEN_AUTH. Where the emulator's errors
 * differ from AWS's, the proxy answers what AWS answers.
 */
/**
 * Cognito locks a user name out after repeated failed sign-ins (5, then for a growing time); the
 * emulator does not, so the proxy does: more than this many failures in the window answer
 * TooManyRequestsException without asking the emulator.
 */
export const SIGN_IN_FAILURE_LIMIT = 5;
const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Cognito refuses a user's own write of an attribute outside the app client's WriteAttributes (ours:
 * USER_POOL.clientWriteAttributes, never the e-mail); the emulator writes anything, so the proxy refuses
 * as AWS does.
 */
const SELF_ATTRIBUTE_WRITES = new Set([`${TARGET_PREFIX}UpdateUserAttributes`, `${TARGET_PREFIX}DeleteUserAttributes`]);

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

export function createCognitoProxy(cognitoEndpoint: string) {
  const failures = new Map<string, number[]>();
  const recentFailures = (username: string) => (failures.get(username) ?? []).filter((at) => Date.now() - at < SIGN_IN_FAILURE_WINDOW_MS);

  return async function proxy(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' });
      response.end();
      return;
    }
    let target = String(request.headers['x-amz-target'] ?? '');
    let body = await readAll(request);
    const refresh = target === `${TARGET_PREFIX}GetTokensFromRefreshToken`;
    if (refresh) {
      const input = JSON.parse(body.toString('utf8')) as { RefreshToken?: string; ClientId?: string };
      target = `${TARGET_PREFIX}InitiateAuth`;
      body = Buffer.from(JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: input.ClientId, AuthParameters: { REFRESH_TOKEN: input.RefreshToken } }));
    }
    if (unauthorizedAttributeWrite(target, body)) {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' }));
      return;
    }
    const signIn = target === `${TARGET_PREFIX}InitiateAuth` && !refresh;
    const username = signIn ? String((JSON.parse(body.toString('utf8') || '{}') as { AuthParameters?: { USERNAME?: string } }).AuthParameters?.USERNAME ?? '').trim().toLowerCase() : '';
    if (signIn && recentFailures(username).length >= SIGN_IN_FAILURE_LIMIT) {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Too many failed attempts. Try again later.' }));
      return;
    }
    const upstream = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
      body,
    });
    let text = await upstream.text();
    // Real Cognito answers a wrong password at sign-in with NotAuthorizedException; the emulator says
    // InvalidPasswordException (which AWS reserves for password-policy failures).
    if (signIn && upstream.status === 400 && text.includes('"InvalidPasswordException"')) {
      text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    if (signIn && upstream.status === 400 && /NotAuthorizedException|UserNotFoundException/.test(text)) {
      failures.set(username, [...recentFailures(username), Date.now()]);
    } else if (signIn && upstream.ok) {
      failures.delete(username);
    }
    if (refresh && upstream.ok) {
      const result = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
      text = JSON.stringify({ AuthenticationResult: result.AuthenticationResult });
    }
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1' });
    response.end(text);
  };
}
