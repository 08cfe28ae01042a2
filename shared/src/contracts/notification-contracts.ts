import * as z from 'zod';
import { FOLLOWER_KINDS } from '../notifications/notification-kinds';
import { followInputSchema, registerDeviceInputSchema, unfollowInputSchema, unregisterDeviceInputSchema } from '../notifications/push-subscription';
import type { RouteIdOf } from '../platform/routes';
import type { RouteContracts } from './route-contract';

/** A follow stored: its topic, the kinds chosen, and when it ends (two days after the tournament). */
export const followAnswerSchema = z.object({ topic: z.string(), kinds: z.array(z.enum(FOLLOWER_KINDS)), until: z.string() }).meta({ id: 'FollowAnswer' });
const unfollowAnswerSchema = z.object({ following: z.literal(false) });
const deviceAnswerSchema = z.object({ until: z.string() });
const unregisterAnswerSchema = z.object({ registered: z.literal(false) });

export const NOTIFICATION_CONTRACTS: RouteContracts<RouteIdOf<'notifications'>> = {
  followTarget: {
    summary: 'Follow a team, a match or a division on this phone (Web Push), choosing the kinds of notification',
    description: "No account needed. The subscription is the browser's PushSubscription (https endpoint of a public push service, its keys). A published, unfinished tournament only.",
    body: followInputSchema,
    ok: { status: 201, schema: followAnswerSchema },
  },
  unfollowTarget: { summary: 'Stop notifications about a team, a match or a division on this phone', body: unfollowInputSchema, ok: { status: 200, schema: unfollowAnswerSchema } },
  registerDevice: {
    summary: 'Notify the signed-in person on this phone (assignments, moved matches, confirmations)',
    body: registerDeviceInputSchema,
    ok: { status: 200, schema: deviceAnswerSchema },
  },
  unregisterDevice: { summary: 'Stop notifying the signed-in person on this phone', body: unregisterDeviceInputSchema, ok: { status: 200, schema: unregisterAnswerSchema } },
};
