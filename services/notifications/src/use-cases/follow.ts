import { isPushEndpointAllowed, pushTopics, type FollowInput, type Locale, type PushSubscriptionInput, type UnfollowInput } from '@pitchside/shared';
import { NotFoundError, ValidationError, type Actor } from '@pitchside/core';
import { pushSubscriptionId } from '../adapters/push-follows';
import type { FollowPorts } from '../ports';
import { assertFollowAllowed } from './follow-limits';

const DAY_SECONDS = 24 * 60 * 60;
/** A signed-in person's phone stays registered this long after its last registration (the app renews it on start). */
export const DEVICE_TTL_SECONDS = 60 * DAY_SECONDS;

/** Follows end with the tournament: the row expires at the end of the day after its last day (UTC). */
export function followExpiry(endDate: string): number {
  return Math.floor(Date.parse(`${endDate}T00:00:00Z`) / 1000) + 2 * DAY_SECONDS;
}

function checkEndpoint(ports: Pick<FollowPorts, 'allowedOrigins'>, subscription: Pick<PushSubscriptionInput, 'endpoint'>, field: string): void {
  if (!isPushEndpointAllowed(subscription.endpoint, ports.allowedOrigins)) {
    throw new ValidationError('Some fields are not valid', { [field]: 'Endpoint must be the https address of a push service' });
  }
}

/**
 * A phone follows a team, a match or a division of a published tournament, for the kinds it chose. No
 * account: the push subscription is the phone's identity. Following again replaces the kinds.
 */
export async function follow(ports: FollowPorts, tournamentId: string, input: FollowInput, callerAddress: string): Promise<{ topic: string; kinds: string[]; until: string }> {
  checkEndpoint(ports, input.subscription, 'subscription.endpoint');
  const tournament = await ports.tournaments.get(tournamentId);
  if (!tournament || tournament.draft) throw new NotFoundError('Tournament not found');
  const expiresAt = followExpiry(tournament.endDate);
  if (expiresAt <= Math.floor(ports.clock.now().getTime() / 1000)) throw new ValidationError('This tournament has ended', { tournamentId: 'This tournament has ended' });

  if (input.target === 'team' && !(await ports.structure.getTeam(tournamentId, input.targetId))) throw new NotFoundError('Team not found');
  if (input.target === 'match' && !(await ports.matches.get(tournamentId, input.targetId))) throw new NotFoundError('Match not found');
  if (input.target === 'division' && !(await ports.structure.divisions(tournamentId)).some((division) => division.name === input.targetId)) throw new NotFoundError('Division not found');

  await assertFollowAllowed(ports, tournamentId, input.subscription.endpoint, callerAddress);
  const topic = pushTopics.follow(tournamentId, input.target, input.targetId);
  const kinds = [...new Set(input.kinds)];
  await ports.follows.put(
    {
      topic,
      tournamentId,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
      kinds,
      ...(input.language ? { language: input.language } : {}),
    },
    expiresAt,
  );
  return { topic, kinds, until: new Date(expiresAt * 1000).toISOString() };
}

/** One tap: the phone's row under that topic goes. Unknown rows are no error (the tap may be repeated). */
export async function unfollow(ports: FollowPorts, tournamentId: string, input: UnfollowInput): Promise<void> {
  await ports.follows.remove(pushTopics.follow(tournamentId, input.target, input.targetId), pushSubscriptionId(input.endpoint));
}

/** A signed-in person's phone: their referee, coach and organizer notifications reach it, in the language it registered in. */
export async function registerDevice(ports: FollowPorts, actor: Actor, { subscription, language }: { subscription: PushSubscriptionInput; language?: Locale | undefined }): Promise<{ until: string }> {
  checkEndpoint(ports, subscription, 'subscription.endpoint');
  const expiresAt = Math.floor(ports.clock.now().getTime() / 1000) + DEVICE_TTL_SECONDS;
  await ports.follows.put(
    { topic: pushTopics.user(actor.uid), endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, ...(language ? { language } : {}) },
    expiresAt,
  );
  return { until: new Date(expiresAt * 1000).toISOString() };
}

export async function unregisterDevice(ports: FollowPorts, actor: Actor, endpoint: string): Promise<void> {
  await ports.follows.remove(pushTopics.user(actor.uid), pushSubscriptionId(endpoint));
}
