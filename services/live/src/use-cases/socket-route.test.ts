import { LIVE_TOPICS_PER_CONNECTION, WEBSOCKET_CONNECTION_TTL_SECONDS } from '@pitchside/shared';
import type { LiveConnectionRepository } from '@pitchside/core/data';
import { handleSocketRoute, type SocketPorts } from './socket-route';

/** Connections as the live table keeps them: each with its topics and the TTL it was last written with. */
function connectionsInMemory(published: readonly string[] = ['t-1']) {
  const open = new Map<string, { topics: Set<string>; ttlSeconds: number }>();
  const repository: Pick<LiveConnectionRepository, 'open' | 'close' | 'subscribe'> = {
    open: async (connectionId, ttlSeconds) => void open.set(connectionId, { topics: new Set(), ttlSeconds }),
    async subscribe(connectionId, topics, ttlSeconds, maxTopics) {
      const connection = open.get(connectionId) ?? { topics: new Set<string>(), ttlSeconds };
      if (new Set([...connection.topics, ...topics]).size > maxTopics) return 'too_many';
      for (const topic of topics) connection.topics.add(topic);
      open.set(connectionId, { ...connection, ttlSeconds });
      return 'subscribed';
    },
    close: async (connectionId) => void open.delete(connectionId),
  };
  const connections: SocketPorts = { connections: repository, isPublished: async (tournamentId) => published.includes(tournamentId) };
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
      JSON.stringify({ action: 'subscribe', topics: Array.from({ length: 21 }, (_, i) => `match:t-1:m${i}`) }),
    ]) {
      const answer = await handleSocketRoute(connections, route('$default', body));
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ error: 'validation_failed' });
    }
    expect(open.get('c-1')?.topics.size).toBe(0);
  });

  it('refuses a malformed topic, a draft’s or an unknown tournament’s, and subscribes nothing of that message', async () => {
    const { connections, open } = connectionsInMemory(['t-1']);
    await handleSocketRoute(connections, route('$connect'));
    const send = async (topics: string[]) => {
      const answer = await handleSocketRoute(connections, route('$default', JSON.stringify({ action: 'subscribe', topics })));
      return { statusCode: answer.statusCode, body: JSON.parse(answer.body ?? '{}') as unknown };
    };
    expect(await send(['match:t-1:m1', 'anything at all'])).toEqual({
      statusCode: 400,
      body: { error: 'validation_failed', message: 'Follow the topic of a tournament, division, team or match', topics: ['anything at all'] },
    });
    expect(await send(['tournament:t-1', 'division:draft-1:U9'])).toEqual({ statusCode: 404, body: { error: 'not_found', message: 'Tournament not found', topics: ['division:draft-1:U9'] } });
    expect(open.get('c-1')?.topics.size).toBe(0);
    expect((await send(['tournament:t-1', 'division:t-1:U9 Boys: Group A'])).statusCode).toBe(200);
  });

  it(`refuses topics past ${LIVE_TOPICS_PER_CONNECTION} on one connection with a 429 frame`, async () => {
    const { connections, open } = connectionsInMemory(['t-1']);
    await handleSocketRoute(connections, route('$connect'));
    for (let start = 0; start < LIVE_TOPICS_PER_CONNECTION; start += 20) {
      const topics = Array.from({ length: 20 }, (_, i) => `match:t-1:m${start + i}`);
      expect((await handleSocketRoute(connections, route('$default', JSON.stringify({ action: 'subscribe', topics })))).statusCode).toBe(200);
    }
    const answer = await handleSocketRoute(connections, route('$default', JSON.stringify({ action: 'subscribe', topics: ['match:t-1:one-more'] })));
    expect(answer.statusCode).toBe(429);
    expect(JSON.parse(answer.body ?? '{}')).toMatchObject({ error: 'too_many_requests', topics: ['match:t-1:one-more'] });
    expect(open.get('c-1')?.topics.size).toBe(LIVE_TOPICS_PER_CONNECTION);
  });
});
