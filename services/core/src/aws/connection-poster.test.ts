import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConnectionPostError, signedConnectionPoster } from './connection-poster';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  amzDate: string;
  body: string;
}

let server: Server;
let endpoint = '';
const seen: Seen[] = [];
let answers: number[] = [];

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = 'AKIDPOSTERTEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: String(request.headers.authorization),
        amzDate: String(request.headers['x-amz-date']),
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  answers = [];
});

describe('PostToConnection with the SDK signer', () => {
  test('posts the data to the connection under the stage path, signed for execute-api in the region', async () => {
    const poster = signedConnectionPoster(endpoint, 'eu-west-1');
    await expect(poster.post('L0SM9cOFvHcCIhw=', Buffer.from('{"kind":"match"}'))).resolves.toBe('sent');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/ws/@connections/L0SM9cOFvHcCIhw%3D', body: '{"kind":"match"}' });
    expect(request?.authorization).toMatch(
      new RegExp(`^AWS4-HMAC-SHA256 Credential=AKIDPOSTERTEST/${request?.amzDate.slice(0, 8)}/eu-west-1/execute-api/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$`),
    );
  });

  test('a connection that is gone (410) is reported, not thrown', async () => {
    answers = [410];
    await expect(signedConnectionPoster(endpoint, 'eu-west-1').post('left', Buffer.from('{}'))).resolves.toBe('gone');
  });

  test('throttling and server errors are tried again; a refusal is not', async () => {
    const poster = signedConnectionPoster(endpoint, 'eu-west-1');
    answers = [429, 502];
    await expect(poster.post('busy', Buffer.from('{}'))).resolves.toBe('sent');
    expect(seen).toHaveLength(3);
    seen.length = 0;
    answers = [403];
    await expect(poster.post('refused', Buffer.from('{}'))).rejects.toBeInstanceOf(ConnectionPostError);
    expect(seen).toHaveLength(1);
    seen.length = 0;
    answers = [500, 500, 500];
    await expect(poster.post('down', Buffer.from('{}'))).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(3);
  });
});
