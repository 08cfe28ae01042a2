import { METRIC, type LiveUpdate } from '@pitchside/shared';
import { followerCache } from '../data/follower-cache';
import type { LiveConnectionRepository } from '../data/live-connections';
import { logger } from '../observability/logger';
import { recordMetric } from '../observability/metrics';
import { signedConnectionPoster, type ConnectionPoster } from './connection-poster';

/** Pushes updates to the spectators following a topic. */
export interface LiveNotifier {
  /**
   * Sends each follower of each topic that topic's update. `update` is only called for a topic somebody
   * follows, so a caller whose update costs a read pays it only when there is an audience.
   */
  notify(topics: readonly string[], update: (topic: string) => LiveUpdate | Promise<LiveUpdate>): Promise<{ sent: number; gone: number }>;
}

/**
 * Posts through the WebSocket API's management endpoint. A connection that is gone (the spectator left
 * without a clean close) is forgotten on the spot. Failures are logged, never thrown: a push must not
 * fail the write that caused it — pages also poll.
 */
export function apiGatewayLiveNotifier(endpoint: string, connections: LiveConnectionRepository, poster: ConnectionPoster = signedConnectionPoster(endpoint)): LiveNotifier {
  const known = followerCache(connections);
  const followers = async (topics: readonly string[]) => {
    const lists = await Promise.all(topics.map(async (topic) => ({ topic, ids: await known.followers(topic) })));
    return lists.filter((list) => list.ids.length > 0);
  };
  return {
    async notify(topics, update) {
      let sent = 0;
      let gone = 0;
      try {
        for (const { topic, ids } of await followers(topics)) {
          const data = Buffer.from(JSON.stringify(await update(topic)));
          await Promise.all(
            ids.map(async (connectionId) => {
              if ((await poster.post(connectionId, data)) === 'sent') {
                sent += 1;
                return;
              }
              gone += 1;
              known.forget(connectionId);
              await connections.close(connectionId);
            }),
          );
        }
      } catch (error) {
        recordMetric(METRIC.pushFailures);
        logger.error('Live push failed', { topics, error: error instanceof Error ? error : String(error) });
      }
      if (sent > 0) {
        recordMetric(METRIC.pushDeliveries, sent);
        logger.info('Live push sent', { topics, sent, gone });
      }
      return { sent, gone };
    },
  };
}
