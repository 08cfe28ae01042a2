import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { invoke } from './functions';

interface WsResult {
  statusCode?: number;
  body?: string;
}

/**
 * The WebSocket API, locally: `$connect`, `$default` and `$disconnect` go to the live service's real
 * handler, and services post to sockets through the same `@connections` management API they use in AWS.
 */
const SIGNED_FOR_EXECUTE_API = /^AWS4-HMAC-SHA256 Credential=[^/\s]+\/\d{8}\/[a-z0-9-]+\/execute-api\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/;

export function createWebSocketApi(stage: string) {
  const sockets = new Map<string, WebSocket>();
  const server = new WebSocketServer({ noServer: true });
  /** `$disconnect` calls still running: the cloud waits for them before its emulators stop under them. */
  const disconnecting = new Set<Promise<unknown>>();

  const event = (connectionId: string, routeKey: string, eventType: string, request: IncomingMessage | null, body?: string) => ({
    requestContext: {
      routeKey,
      eventType,
      connectionId,
      stage,
      apiId: 'local-ws',
      domainName: request?.headers.host ?? 'localhost',
      requestId: randomBytes(8).toString('hex'),
      connectedAt: Date.now(),
      requestTimeEpoch: Date.now(),
      messageDirection: 'IN',
      extendedRequestId: randomBytes(8).toString('hex'),
      identity: { sourceIp: request?.socket.remoteAddress ?? '127.0.0.1' },
    },
    ...(body !== undefined ? { body, isBase64Encoded: false } : { isBase64Encoded: false }),
    ...(request ? { headers: request.headers, queryStringParameters: Object.fromEntries(new URL(request.url ?? '/', 'http://local').searchParams) } : {}),
  });

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const connectionId = randomBytes(12).toString('base64url');
    let result: WsResult;
    try {
      result = (await invoke('live', event(connectionId, '$connect', 'CONNECT', request))) as WsResult;
    } catch (error) {
      console.error('[gateway] $connect crashed:', error);
      result = { statusCode: 500 };
    }
    if ((result.statusCode ?? 200) !== 200) {
      socket.end(`HTTP/1.1 ${result.statusCode ?? 500} Refused\r\n\r\n`);
      return;
    }
    server.handleUpgrade(request, socket, head, (ws) => {
      sockets.set(connectionId, ws);
      ws.on('message', async (data) => {
        try {
          const reply = (await invoke('live', event(connectionId, '$default', 'MESSAGE', null, data.toString()))) as WsResult;
          // API Gateway sends a route's response to the caller only when the route has a route response;
          // ours does, so replies reach the socket.
          if (reply?.body) ws.send(reply.body);
        } catch (error) {
          console.error('[gateway] $default crashed:', error);
          ws.send(JSON.stringify({ message: 'Internal server error' }));
        }
      });
      ws.on('close', () => {
        sockets.delete(connectionId);
        const call = invoke('live', event(connectionId, '$disconnect', 'DISCONNECT', null)).catch((error) => console.error('[gateway] $disconnect crashed:', error));
        disconnecting.add(call);
        void call.finally(() => disconnecting.delete(call));
      });
    });
  }

  /** POST/GET/DELETE `/_ws-management/@connections/{id}` (API Gateway's management API shape). */
  async function manage(request: IncomingMessage, response: ServerResponse, connectionId: string): Promise<void> {
    // IAM-authorized in AWS: a call that is not SigV4-signed for execute-api never reaches a connection.
    // (The signature itself is not checked: the emulators accept any key.)
    if (!SIGNED_FOR_EXECUTE_API.test(request.headers.authorization ?? '')) {
      response.writeHead(403, { 'content-type': 'application/json', 'x-amzn-errortype': 'ForbiddenException' });
      response.end(JSON.stringify({ message: 'Missing Authentication Token' }));
      return;
    }
    const ws = sockets.get(connectionId);
    if (!ws) {
      // The SDK maps this header to its typed GoneException, as with the real API.
      response.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      response.end(JSON.stringify({ message: 'Gone' }));
      return;
    }
    if (request.method === 'DELETE') {
      ws.close();
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ connectionId }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    ws.send(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(200).end();
  }

  return {
    upgrade,
    manage,
    connectionCount: () => sockets.size,
    /**
     * Ends every socket and waits (15 s at most) until each one's `$disconnect` has run: stopping the
     * emulators under 2,000 of them in flight printed a page of ECONNREFUSED and left stale connections.
     */
    async close() {
      for (const ws of sockets.values()) ws.terminate();
      server.close();
      const deadline = Date.now() + 15_000;
      while ((sockets.size > 0 || disconnecting.size > 0) && Date.now() < deadline) {
        await Promise.race([...disconnecting, new Promise((resolve) => setTimeout(resolve, 20))]);
      }
    },
  };
}
