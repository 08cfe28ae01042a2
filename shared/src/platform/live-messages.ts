import * as z from 'zod';

/** What a spectator's socket may send: follow or stop following topics (a division, a team, a match). */
export const liveClientMessageSchema = z.object({
  action: z.literal('subscribe'),
  topics: z.array(z.string().min(1).max(200)).min(1).max(20),
});

export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
