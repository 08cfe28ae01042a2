import { request } from 'node:http';
import { localCloudHandle } from '../support/local-cloud-handle';

/**
 * Issue 31's sixth finding: a DNS-rebinding page in the developer's browser (evil.example resolving to
 * 127.0.0.1) reached the gateway's /cognito and the SES emulator's mail store, since they answered any
 * Host. The local cloud now answers only requests addressed to loopback.
 */
const cloud = localCloudHandle();

function get(base: string, path: string, host: string): Promise<number> {
  const url = new URL(path, base);
  return new Promise((resolvePromise, reject) => {
    const sent = request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: path === '/cognito' ? 'POST' : 'GET', headers: { host } }, (response) => {
      response.resume();
      resolvePromise(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

it('refuses a foreign Host on the gateway, /cognito, the SES store and cognito-local; loopback names are answered', async () => {
  for (const [base, path] of [
    [cloud.url, '/api/health'],
    [cloud.url, '/cognito'],
    [cloud.sesEndpoint, '/store'],
    [cloud.cognitoEndpoint, '/'],
  ] as const) {
    const port = new URL(base).port;
    expect({ base, path, status: await get(base, path, 'evil.example') }).toEqual({ base, path, status: 421 });
    expect({ base, path, status: await get(base, path, `evil.example:${port}`) }).toEqual({ base, path, status: 421 });
    expect({ base, path, status: await get(base, path, `localhost:${Number(port) + 1}`) }).toEqual({ base, path, status: 421 });
    expect(await get(base, path, `localhost:${port}`)).not.toBe(421);
    expect(await get(base, path, `127.0.0.1:${port}`)).not.toBe(421);
  }
});
