import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { REPO_ROOT } from '../profile';
import { badRequest, decodePathSegment } from './request-line';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const WEB_ROOT = join(REPO_ROOT, 'web');

/** The built app, as CloudFront serves it: hashed assets cached for good, every other path gets index.html. */
function staticSite(distDir: string): Middleware {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built web app in ${distDir}: run \`npm run build -w @pitchside/web\` first`);
  }
  return (request, response) => {
    const decoded = decodePathSegment(new URL(request.url ?? '/', 'http://local').pathname);
    // `/%FF` once threw here, outside any promise, and took the whole local cloud down.
    if (decoded === null) return badRequest(response);
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    let file = join(distDir, path);
    const isFile = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
    if (!isFile) file = join(distDir, 'index.html');
    const immutable = isFile && path.startsWith('/assets/');
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    // A rebuild of web/dist may remove the file between the check and the read: answer 503, never crash.
    createReadStream(file)
      .on('error', () => {
        if (!response.headersSent) response.writeHead(503, { 'content-type': 'text/plain' });
        response.end('The app is being rebuilt: reload in a moment.');
      })
      .pipe(response);
  };
}

/** Vite in middleware mode, sharing the gateway's server for HMR: one origin for pages, API and sockets. */
async function viteDevServer(httpServer: Server): Promise<{ middleware: Middleware; close: () => Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    appType: 'spa',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: { server: httpServer, path: '/__vite_hmr' } },
  });
  return { middleware: vite.middlewares as unknown as Middleware, close: () => vite.close() };
}

export async function createWeb(mode: 'vite' | 'dist', httpServer: Server): Promise<{ middleware: Middleware; close: () => Promise<void> }> {
  if (mode === 'dist') return { middleware: staticSite(join(WEB_ROOT, 'dist')), close: async () => undefined };
  return viteDevServer(httpServer);
}
