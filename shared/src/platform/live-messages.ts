import * as z from 'zod';

/** What a spectator's socket may send: follow topics (a division, a team, a match); closing the socket stops following. */
export const liveClientMessageSchema = z.object({
  action: z.literal('subscribe'),
  topics: z.array(z.string().min(1).max(200)).min(1).max(20),
});

export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

/** Connections and subscriptions are forgotten after API Gateway's 2-hour connection limit (DynamoDB TTL). */
export const WEBSOCKET_CONNECTION_TTL_SECONDS = 2 * 60 * 60;
