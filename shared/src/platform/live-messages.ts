import * as z from 'zod';

/** Topics one `subscribe` message may name (the client sends more in several messages). */
export const LIVE_TOPICS_PER_MESSAGE = 20;

/** What a spectator's socket may send: follow topics (a division, a team, a match); closing the socket stops following. */
export const liveClientMessageSchema = z.object({
  action: z.literal('subscribe'),
  topics: z.array(z.string().min(1).max(200)).min(1).max(LIVE_TOPICS_PER_MESSAGE),
});

export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Connections and subscriptions are forgotten after API Gateway's 2-hour connection limit (DynamoDB TTL). */
export const WEBSOCKET_CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/**
 * Topics one socket may follow at once. A spectator's pages follow two to four topics each and a socket
 * lives two hours at most, so a person browsing a whole tournament stays far below it; a script that
 * subscribes without end costs a row per topic and a read per fan-out, and is refused past it.
 */
export const LIVE_TOPICS_PER_CONNECTION = 100;

/** The kinds of topic `liveTopics` makes; the tournament id is their second part. */
const LIVE_TOPIC = /^(tournament|division|team|match):([A-Za-z0-9_-]{1,64})(?::([^\p{Cc}]{1,150}))?$/u;

/**
 * The tournament a topic belongs to, or undefined when the topic is not one `liveTopics` makes (a
 * tournament's topic has no third part; a division's, team's or match's must have one).
 */
export function liveTopicTournament(topic: string): string | undefined {
  const found = LIVE_TOPIC.exec(topic);
  if (!found) return undefined;
  const [, kind, tournamentId, rest] = found;
  return (kind === 'tournament') === (rest === undefined) ? tournamentId : undefined;
}
