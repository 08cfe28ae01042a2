import type { IncomingMessage, ServerResponse } from 'node:http';

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
export function createCognitoProxy(cognitoEndpoint: string) {
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
    const upstream = await fetch(cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': String(request.headers['content-type'] ?? 'application/x-amz-json-1.1'), 'x-amz-target': target },
      body,
    });
    let text = await upstream.text();
    // Real Cognito answers a wrong password at sign-in with NotAuthorizedException; the emulator says
    // InvalidPasswordException (which AWS reserves for password-policy failures).
    if (target === `${TARGET_PREFIX}InitiateAuth` && upstream.status === 400 && text.includes('"InvalidPasswordException"')) {
      text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    }
    if (refresh && upstream.ok) {
      const result = JSON.parse(text) as { AuthenticationResult?: Record<string, unknown> };
      text = JSON.stringify({ AuthenticationResult: result.AuthenticationResult });
    }
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/x-amz-json-1.1' });
    response.end(text);
  };
}
