import { liveClientMessageSchema, WEBSOCKET_CONNECTION_TTL_SECONDS } from '@pitchside/shared';
import type { LiveConnectionRepository } from '@pitchside/core/data';

export interface SocketRequest {
  connectionId: string;
  /** '$connect', '$disconnect', or '$default' for every message. */
  routeKey: string;
  body: string | undefined;
}

export interface SocketAnswer {
  statusCode: number;
  body?: string;
}

/**
 * One WebSocket route: a connection opens and closes, and its messages subscribe it to topics. Every
 * write carries the connection TTL, so a socket API Gateway dropped without a $disconnect expires.
 */
export async function handleSocketRoute(connections: Pick<LiveConnectionRepository, 'open' | 'close' | 'subscribe'>, request: SocketRequest): Promise<SocketAnswer> {
  const { connectionId, routeKey } = request;
  if (routeKey === '$connect') {
    await connections.open(connectionId, WEBSOCKET_CONNECTION_TTL_SECONDS);
    return { statusCode: 200 };
  }
  if (routeKey === '$disconnect') {
    await connections.close(connectionId);
    return { statusCode: 200 };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body ?? '');
  } catch {
    return { statusCode: 400, body: JSON.stringify({ error: 'validation_failed', message: 'Send JSON messages' }) };
  }
  const message = liveClientMessageSchema.safeParse(parsed);
  if (!message.success) return { statusCode: 400, body: JSON.stringify({ error: 'validation_failed', message: 'Send { "action": "subscribe", "topics": [...] }' }) };
  await connections.subscribe(connectionId, message.data.topics, WEBSOCKET_CONNECTION_TTL_SECONDS);
  return { statusCode: 200, body: JSON.stringify({ subscribed: message.data.topics }) };
}
