import { formatServerMessage, LIVE_TOPICS_PER_CONNECTION, liveClientMessageSchema, liveTopicTournament, WEBSOCKET_CONNECTION_TTL_SECONDS, type ServerMessage } from '@pitchside/shared';
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

export interface SocketPorts {
  connections: Pick<LiveConnectionRepository, 'open' | 'close' | 'subscribe'>;
  /** Whether the tournament exists and is published: a draft's topics are nobody's to follow. */
  isPublished: (tournamentId: string) => Promise<boolean>;
}

/**
 * A refusal as the socket sends it: the error code and message (English: a socket has no language) like an
 * HTTP error body, and the topics refused. Nothing of the message was subscribed; the socket stays open.
 */
const refusal = (statusCode: number, error: string, said: ServerMessage, topics?: readonly string[]): SocketAnswer => ({
  statusCode,
  body: JSON.stringify({ error, message: formatServerMessage('en', said), ...(topics ? { topics } : {}) }),
});

/**
 * One WebSocket route: a connection opens and closes, and its messages subscribe it to topics. Every
 * write carries the connection TTL, so a socket API Gateway dropped without a $disconnect expires. Only
 * topics `liveTopics` makes, of published tournaments, are followed, and at most
 * LIVE_TOPICS_PER_CONNECTION per socket: anything else would be rows nobody is ever pushed to, written at
 * a stranger's pace.
 */
export async function handleSocketRoute(ports: SocketPorts, request: SocketRequest): Promise<SocketAnswer> {
  const { connections } = ports;
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
  const topics = [...new Set(message.data.topics)];
  const malformed = topics.filter((topic) => liveTopicTournament(topic) === undefined);
  if (malformed.length > 0) return refusal(400, 'validation_failed', { id: 'live.topicUnknown' }, malformed);
  const tournamentIds = [...new Set(topics.map((topic) => liveTopicTournament(topic) as string))];
  const published = await Promise.all(tournamentIds.map(async (tournamentId) => ({ tournamentId, published: await ports.isPublished(tournamentId) })));
  const unknown = new Set(published.filter((entry) => !entry.published).map((entry) => entry.tournamentId));
  // A draft answers as a tournament that does not exist, as every public read does.
  if (unknown.size > 0)
    return refusal(
      404,
      'not_found',
      { id: 'spec.tournamentNotFound' },
      topics.filter((topic) => unknown.has(liveTopicTournament(topic) as string)),
    );
  const outcome = await connections.subscribe(connectionId, topics, WEBSOCKET_CONNECTION_TTL_SECONDS, LIVE_TOPICS_PER_CONNECTION);
  if (outcome === 'too_many') return refusal(429, 'too_many_requests', { id: 'live.tooManyTopics', values: { max: LIVE_TOPICS_PER_CONNECTION } }, topics);
  return { statusCode: 200, body: JSON.stringify({ subscribed: message.data.topics }) };
}
