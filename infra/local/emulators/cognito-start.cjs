/**
 * cognito-local answering only requests addressed to loopback (a DNS-rebinding page in the developer's
 * browser names its own host; the same check as infra/local/gateway/loopback-host.ts), and with the one
 * admin operation it lacks and the product calls: AdminUserGlobalSignOut (a
 * completed password reset ends every other session). As in Cognito, the user's refresh tokens stop
 * working; ID and access tokens already handed out live until they expire.
 */
const { Targets } = require('cognito-local/lib/targets/targets');
const { UserNotFoundError } = require('cognito-local/lib/errors');

Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('User does not exist.');
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

const http = require('node:http');
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const port = Number(process.env.PORT);
function isLoopbackHost(host) {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(
    String(host ?? '')
      .trim()
      .toLowerCase(),
  );
  return Boolean(match) && LOOPBACK_NAMES.has(match[1]) && (match[2] === undefined || Number(match[2]) === port);
}
const createServer = http.createServer;
http.createServer = function guardedServer(...args) {
  const server = createServer.apply(this, args);
  const listeners = server.listeners('request');
  server.removeAllListeners('request');
  server.on('request', (request, response) => {
    if (!isLoopbackHost(request.headers.host)) {
      response.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('This local cloud answers only to localhost.');
      return;
    }
    for (const listener of listeners) listener.call(server, request, response);
  });
  return server;
};

require('cognito-local/lib/bin/start.js');
