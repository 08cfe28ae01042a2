import * as z from 'zod';
import { localeSchema } from '../i18n/locales';
import { FOLLOW_TARGETS, FOLLOWER_KINDS } from './notification-kinds';

/** Real push services' endpoints are 150–300 characters (FCM, Mozilla autopush, Apple, WNS); this leaves room. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
/** An uncompressed P-256 public key (0x04 ‖ X ‖ Y) and the 16-byte auth secret, as RFC 8291 fixes them. */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64UrlBytes(value: string): Uint8Array | undefined {
  if (!BASE64URL.test(value)) return undefined;
  const normalized = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(normalized + '='.repeat((4 - (normalized.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A browser's PushSubscription as `toJSON()` gives it (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .min(1)
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .refine((value) => URL.canParse(value), 'Endpoint must be a URL'),
  keys: z.object({
    p256dh: z
      .string()
      .max(128)
      .refine((value) => {
        const bytes = base64UrlBytes(value);
        return bytes?.length === PUSH_P256DH_BYTES && bytes[0] === 0x04;
      }, `p256dh must be a base64url P-256 public key (${PUSH_P256DH_BYTES} bytes)`),
    auth: z
      .string()
      .max(64)
      .refine((value) => base64UrlBytes(value)?.length === PUSH_AUTH_BYTES, `auth must be base64url of ${PUSH_AUTH_BYTES} bytes`),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** Follow a team, match or division of a published tournament from a public page (no account). */
export const followInputSchema = z.object({
  subscription: pushSubscriptionSchema,
  target: z.enum(FOLLOW_TARGETS),
  /** A teamKey, matchId or division name, as the public pages carry them. */
  targetId: z.string().min(1).max(200),
  kinds: z.array(z.enum(FOLLOWER_KINDS)).min(1).max(FOLLOWER_KINDS.length),
  /** The language on the follower's screen: the notifications' words (issue 20). */
  language: localeSchema.optional(),
});
export type FollowInput = z.infer<typeof followInputSchema>;

/** Stop following: the endpoint proves it is this phone (it is known only to the browser and its push service). */
export const unfollowInputSchema = z.object({
  endpoint: pushSubscriptionSchema.shape.endpoint,
  target: z.enum(FOLLOW_TARGETS),
  targetId: z.string().min(1).max(200),
});
export type UnfollowInput = z.infer<typeof unfollowInputSchema>;

/** A signed-in person's phone: referee, coach and organizer notifications reach every device registered here. */
export const registerDeviceInputSchema = z.object({ subscription: pushSubscriptionSchema, language: localeSchema.optional() });
export const unregisterDeviceInputSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

const PRIVATE_V4 = [/^0\./, /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, /^(22[4-9]|2[3-5]\d)\./];

/** An address no push service has: loopback, private, link-local, CGNAT, multicast, unspecified (v4 and v6). */
export function isInternalAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^\d+\.\d+\.\d+\.\d+$/.test(bare)) return PRIVATE_V4.some((range) => range.test(bare));
  if (bare.includes(':')) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
    if (mapped?.[1]) return isInternalAddress(mapped[1]);
    return bare === '::' || bare === '::1' || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || /^ff/.test(bare) || bare.startsWith('::ffff:');
  }
  return false;
}

/** Host names that never leave the machine or the VPC. */
function isInternalName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.internal') || name.endsWith('.local') || !name.includes('.');
}

/**
 * Whether the sender may POST to this endpoint (SSRF): https, a public host name or address, no
 * credentials in it, and the default port. `allowedOrigins` lists exact origins allowed besides (only the
 * local cloud sets one: its push-service emulator on loopback). The sender checks the resolved address too.
 */
export function isPushEndpointAllowed(endpoint: string, allowedOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (allowedOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  return !isInternalAddress(url.hostname) && !isInternalName(url.hostname);
}
