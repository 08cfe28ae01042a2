import { pushSubscriptionId } from '../adapters/push-follows';
import { TooManyRequestsError } from '@pitchside/core';
import type { FollowPorts } from '../ports';

const HOUR_SECONDS = 60 * 60;

/** Targets (teams, matches, divisions) one phone may follow in one tournament per day: a parent follows a few. */
export const FOLLOWS_PER_PHONE_PER_DAY = 50;
/**
 * Follows through one push-service host per tournament per hour. The browsers' own push services carry a
 * whole stadium, so they get a crowd's allowance; any other host is somebody's own server, which has no
 * reason to stand behind more than a few phones (the 300 fake phones of one attacker were all on one host).
 */
export const FOLLOWS_PER_HOST_PER_HOUR = { browserPushService: 50_000, otherHost: 30 } as const;
/** The push services of Chrome/Android, Firefox, Safari/iOS and Edge/Windows. */
const BROWSER_PUSH_SERVICES = [/(^|\.)fcm\.googleapis\.com$/, /(^|\.)push\.services\.mozilla\.com$/, /(^|\.)push\.apple\.com$/, /(^|\.)notify\.windows\.com$/];

/**
 * Follows from one caller address (an IPv6 caller's /64) per tournament per hour. A browser push service's
 * crowd allowance is shared by everyone, so one source alone could spend it with made-up phones and
 * silence the stadium; this keeps any one source to a small share of it. A venue's Wi-Fi puts many
 * families behind one address, hence room for a few hundred phones following a few targets each.
 */
export const FOLLOWS_PER_SOURCE_PER_HOUR = 600;

/** The English of `error.tooManyFollows`, the 429's message. */
export const TOO_MANY_FOLLOWS = 'Too many follows from this phone, network or push service. Wait a while and try again.';

/**
 * Refuses a follow past any cap with a 429; counts it otherwise. The caller's source is counted first, so
 * a source that is refused spends nothing of the phone's or the push service's allowance.
 */
export async function assertFollowAllowed(ports: Pick<FollowPorts, 'rateLimiter' | 'allowedOrigins'>, tournamentId: string, endpoint: string, callerAddress: string): Promise<void> {
  const url = new URL(endpoint);
  const browser = ports.allowedOrigins.includes(url.origin) || BROWSER_PUSH_SERVICES.some((pattern) => pattern.test(url.hostname));
  const hostLimit = browser ? FOLLOWS_PER_HOST_PER_HOUR.browserPushService : FOLLOWS_PER_HOST_PER_HOUR.otherHost;
  const allowed =
    (await ports.rateLimiter.attempt(`follow-source:${tournamentId}:${callerAddress}`, FOLLOWS_PER_SOURCE_PER_HOUR, HOUR_SECONDS)) &&
    (await ports.rateLimiter.attempt(`follow-phone:${tournamentId}:${pushSubscriptionId(endpoint)}`, FOLLOWS_PER_PHONE_PER_DAY, 24 * HOUR_SECONDS)) &&
    (await ports.rateLimiter.attempt(`follow-host:${tournamentId}:${url.hostname}`, hostLimit, HOUR_SECONDS));
  if (!allowed) throw new TooManyRequestsError({ id: 'error.tooManyFollows' });
}
