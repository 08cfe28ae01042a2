import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { RuntimeConfig } from '@pitchside/shared';
import { PUBLIC_READS_CACHE } from '../../resources';
import { securityHeaders } from '../../security-headers';
import { createCognitoProxy } from './cognito-proxy';
import { createEdgeCache } from './edge-cache';
import { createHttpApi } from './http-api';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createWeb } from './web';
import { badRequest, decodePathSegment } from './request-line';
import { createWebSocketApi } from './websocket-api';
import { isLoopbackHost, refuseForeignHost } from './loopback-host';

export interface GatewayOptions {
  host: string;
  port: number;
  webMode: 'vite' | 'dist';
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  runtimeConfig: RuntimeConfig;
  /** Keep the public reads as CloudFront does (see edge-cache.ts); off, every read reaches the function. */
  edgeCache: boolean;
  /** Origins the app calls besides its own (the S3 emulator for presigned uploads): the CSP's connect-src. */
  connectSources: readonly string[];
}

export interface Gateway {
  server: Server;
  close(): Promise<void>;
}

/**
 * The one local origin, standing in for CloudFront (with its cache of the public reads) and API Gateway:
 * `/config.json`, `/api/*` (HTTP API with JWT authorizer), `/ws` (WebSocket API), `/_ws-management` (its
 * connections endpoint), `/cognito` (the identity endpoint) and the web app.
 */
export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const authorize = createJwtAuthorizer({ issuer: `${options.cognitoEndpoint}/${options.userPoolId}`, audience: options.userPoolClientId });
  const api = createHttpApi(authorize);
  const publicPrefix = PUBLIC_READS_CACHE.pathPattern.replace(/\*$/, '');
  const edge = options.edgeCache ? createEdgeCache(api.respond) : null;
  const cognito = createCognitoProxy(options.cognitoEndpoint, options.userPoolId);
  const sockets = createWebSocketApi('$default');
  const server = createServer();
  // An idle kept-alive socket is closed well after any client's own keep-alive timeout (undici's is 4 s),
  // as API Gateway's and CloudFront's idle timeouts are: otherwise a client can reuse a socket the server is
  // closing at that instant and see "other side closed" (seen on a loaded machine between two requests).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const web = await createWeb(options.webMode, server);
  const configJson = JSON.stringify(options.runtimeConfig);

  // CloudFront's response headers policy, on every answer (Vite's dev server alone goes without the CSP).
  const headers = securityHeaders({ connectSources: options.connectSources, https: false, csp: options.webMode === 'dist' });

  function route(request: IncomingMessage, response: ServerResponse, failed: (error: unknown) => void): void {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      response.end(configJson);
    } else if (edge && path.startsWith(publicPrefix)) {
      edge(request, response).catch(failed);
    } else if (path === '/api' || path.startsWith('/api/')) {
      api.handle(request, response).catch(failed);
    } else if (path === '/cognito' || path === '/cognito/') {
      cognito(request, response).catch(failed);
    } else if (path.startsWith('/_ws-management/@connections/')) {
      const connectionId = decodePathSegment(path.slice('/_ws-management/@connections/'.length));
      if (connectionId === null) badRequest(response);
      else sockets.manage(request, response, connectionId).catch(failed);
    } else {
      web.middleware(request, response, () => {
        response.writeHead(404).end();
      });
    }
  }

  server.on('request', (request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!isLoopbackHost(request.headers.host, options.port)) return refuseForeignHost(response);
    const failed = (error: unknown) => {
      console.error('[gateway]', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Bad Gateway' }));
    };
    // No request may take the gateway down: whatever a part throws synchronously is that request's 502.
    try {
      route(request, response, failed);
    } catch (error) {
      failed(error);
    }
  });

  server.on('upgrade', (request, socket, head) => {
    if (!isLoopbackHost(request.headers.host, options.port)) {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    if ((request.url ?? '').split('?')[0] === '/ws') {
      sockets.upgrade(request, socket, head).catch(() => socket.destroy());
    }
    // Anything else (Vite's HMR socket) is handled by the listener Vite adds itself.
  });

  // Idle keep-alive sockets outlive any client's own (undici closes after 4 s): the client always closes
  // first, so a request is never written into a socket the gateway is closing at that instant.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Loopback only: the local cloud is not for the network. `localhost` may resolve to ::1 first, so a
  // second listener there hands its connections to the same server (when the machine has IPv6 at all).
  await listen(server, options.port, options.host);
  const ipv6 = createNetServer((socket) => server.emit('connection', socket));
  const ipv6Listening =
    options.host === '127.0.0.1'
      ? await listen(ipv6, options.port, '::1').then(
          () => true,
          () => false,
        )
      : false;

  return {
    server,
    async close() {
      await sockets.close();
      await web.close();
      server.closeAllConnections();
      if (ipv6Listening) await new Promise<void>((resolvePromise) => ipv6.close(() => resolvePromise()));
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
    },
  };
}

function listen(server: Server | NetServer, port: number, host: string): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
}
