import { createServer, type Server } from 'node:http';
import type { RuntimeConfig } from '@pitchside/shared';
import { PUBLIC_READS_CACHE } from '../../resources';
import { createCognitoProxy } from './cognito-proxy';
import { createEdgeCache } from './edge-cache';
import { createHttpApi } from './http-api';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createWeb } from './web';
import { createWebSocketApi } from './websocket-api';

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
  const cognito = createCognitoProxy(options.cognitoEndpoint);
  const sockets = createWebSocketApi('$default');
  const server = createServer();
  // An idle kept-alive socket is closed well after any client's own keep-alive timeout (undici's is 4 s),
  // as API Gateway's and CloudFront's idle timeouts are: otherwise a client can reuse a socket the server is
  // closing at that instant and see "other side closed" (seen on a loaded machine between two requests).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const web = await createWeb(options.webMode, server);
  const configJson = JSON.stringify(options.runtimeConfig);

  server.on('request', (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const failed = (error: unknown) => {
      console.error('[gateway]', error);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Bad Gateway' }));
    };
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
      sockets.manage(request, response, decodeURIComponent(path.slice('/_ws-management/@connections/'.length))).catch(failed);
    } else {
      web.middleware(request, response, () => {
        response.writeHead(404).end();
      });
    }
  });

  server.on('upgrade', (request, socket, head) => {
    if ((request.url ?? '').split('?')[0] === '/ws') {
      sockets.upgrade(request, socket, head).catch(() => socket.destroy());
    }
    // Anything else (Vite's HMR socket) is handled by the listener Vite adds itself.
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host === '127.0.0.1' ? undefined : options.host, () => resolvePromise());
  });

  return {
    server,
    async close() {
      sockets.close();
      await web.close();
      server.closeAllConnections();
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
    },
  };
}
