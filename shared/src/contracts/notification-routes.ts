import * as z from 'zod';
import { FOLLOWER_KINDS } from '../notifications/notification-kinds';
import { followInputSchema, registerDeviceInputSchema, unfollowInputSchema, unregisterDeviceInputSchema } from '../notifications/push-subscription';
import { defineRoute } from '../platform/route-entry';

/** A follow stored: its topic, the kinds chosen, and when it ends (two days after the tournament). */
export const followAnswerSchema = z.object({ topic: z.string(), kinds: z.array(z.enum(FOLLOWER_KINDS)), until: z.string() }).meta({ id: 'FollowAnswer' });

const unfollowAnswerSchema = z.object({ following: z.literal(false) });

const deviceAnswerSchema = z.object({ until: z.string() });

const unregisterAnswerSchema = z.object({ registered: z.literal(false) });

export const followTargetRoute = /* @__PURE__ */ defineRoute({
  id: 'followTarget',
  method: 'POST',
  path: '/api/push/tournaments/{tournamentId}/follows',
  service: 'notifications',
  auth: 'public',
  roles: 'public',
  summary: 'Follow a team, a match or a division on this phone (Web Push), choosing the kinds of notification',
  description: "No account needed. The subscription is the browser's PushSubscription (https endpoint of a public push service, its keys). A published, unfinished tournament only.",
  body: followInputSchema,
  ok: { status: 201, schema: followAnswerSchema },
});

export const unfollowTargetRoute = /* @__PURE__ */ defineRoute({
  id: 'unfollowTarget',
  method: 'POST',
  path: '/api/push/tournaments/{tournamentId}/unfollow',
  service: 'notifications',
  auth: 'public',
  roles: 'public',
  summary: 'Stop notifications about a team, a match or a division on this phone',
  body: unfollowInputSchema,
  ok: { status: 200, schema: unfollowAnswerSchema },
});

export const registerDeviceRoute = /* @__PURE__ */ defineRoute({
  id: 'registerDevice',
  method: 'PUT',
  path: '/api/push/devices',
  service: 'notifications',
  auth: 'jwt',
  roles: 'any-signed-in',
  summary: 'Notify the signed-in person on this phone (assignments, moved matches, confirmations)',
  body: registerDeviceInputSchema,
  ok: { status: 200, schema: deviceAnswerSchema },
});

export const unregisterDeviceRoute = /* @__PURE__ */ defineRoute({
  id: 'unregisterDevice',
  method: 'POST',
  path: '/api/push/devices/remove',
  service: 'notifications',
  auth: 'jwt',
  roles: 'any-signed-in',
  summary: 'Stop notifying the signed-in person on this phone',
  body: unregisterDeviceInputSchema,
  ok: { status: 200, schema: unregisterAnswerSchema },
});
