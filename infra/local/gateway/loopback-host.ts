import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

/** The names a browser on this machine uses for the local cloud. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request's Host header names this machine. A DNS-rebinding page (evil.example resolving to
 * 127.0.0.1) reaches loopback ports from the developer's browser with its own name in Host; the local
 * cloud answers only requests addressed to loopback, as a deployed CloudFront answers only its own names.
 */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host.trim().toLowerCase());
  if (!match) return false;
  const [, name, hostPort] = match;
  return LOOPBACK_NAMES.has(name ?? '') && (hostPort === undefined || Number(hostPort) === port);
}

export function refuseForeignHost(response: ServerResponse): void {
  response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('This local cloud answers only to localhost.');
}

/** Puts the Host check in front of a server's existing request listeners (the emulators' own servers). */
export function guardLoopbackHost(server: Server, port: number): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!isLoopbackHost(request.headers.host, port)) return refuseForeignHost(response);
    for (const listener of listeners) listener.call(server, request, response);
  });
}
