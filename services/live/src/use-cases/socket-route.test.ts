import { WEBSOCKET_CONNECTION_TTL_SECONDS } from '@pitchside/shared';
import type { LiveConnectionRepository } from '@pitchside/core/data';
import { handleSocketRoute } from './socket-route';

/** Connections as the live table keeps them: each with its topics and the TTL it was last written with. */
function connectionsInMemory() {
  const open = new Map<string, { topics: Set<string>; ttlSeconds: number }>();
  const connections: Pick<LiveConnectionRepository, 'open' | 'close' | 'subscribe'> = {
    open: async (connectionId, ttlSeconds) => void open.set(connectionId, { topics: new Set(), ttlSeconds }),
    async subscribe(connectionId, topics, ttlSeconds) {
      const connection = open.get(connectionId) ?? { topics: new Set<string>(), ttlSeconds };
      for (const topic of topics) connection.topics.add(topic);
      open.set(connectionId, { ...connection, ttlSeconds });
    },
    close: async (connectionId) => void open.delete(connectionId),
  };
  return { connections, open };
}

const route = (routeKey: string, body?: string) => ({ connectionId: 'c-1', routeKey, body });

describe('the live socket', () => {
  it('opens a connection with the connection TTL, subscribes it to topics, and forgets it on disconnect', async () => {
    const { connections, open } = connectionsInMemory();
    expect(await handleSocketRoute(connections, route('$connect'))).toEqual({ statusCode: 200 });
    expect(open.get('c-1')?.ttlSeconds).toBe(WEBSOCKET_CONNECTION_TTL_SECONDS);
    const answer = await handleSocketRoute(connections, route('$default', JSON.stringify({ action: 'subscribe', topics: ['match:t-1:m-1', 'division:t-1:U12'] })));
    expect(answer).toEqual({ statusCode: 200, body: JSON.stringify({ subscribed: ['match:t-1:m-1', 'division:t-1:U12'] }) });
    expect([...(open.get('c-1')?.topics ?? [])]).toEqual(['match:t-1:m-1', 'division:t-1:U12']);
    expect(await handleSocketRoute(connections, route('$disconnect'))).toEqual({ statusCode: 200 });
    expect(open.has('c-1')).toBe(false);
  });

  it('answers a message that is not JSON, or not a subscription, with a 400 and subscribes nothing', async () => {
    const { connections, open } = connectionsInMemory();
    await handleSocketRoute(connections, route('$connect'));
    for (const body of [
      'not json',
      undefined,
      JSON.stringify({ action: 'unsubscribe', topics: ['x'] }),
      JSON.stringify({ action: 'subscribe', topics: [] }),
      JSON.stringify({ action: 'subscribe', topics: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    ]) {
      const answer = await handleSocketRoute(connections, route('$default', body));
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ error: 'validation_failed' });
    }
    expect(open.get('c-1')?.topics.size).toBe(0);
  });
});
