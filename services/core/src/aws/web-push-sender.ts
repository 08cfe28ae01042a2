import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isInternalAddress, isPushEndpointAllowed, type PushPayload, type PushRecipient } from '@pitchside/shared';
import webpush from 'web-push';
import { pushTransport } from './push-transport';
import { encryptPushPayload } from './web-push-encryption';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * `delivered`: the push service took it (2xx). `gone`: 404/410, the subscription is dead and is removed.
 * `retry`: a refused connection, 429 or 5xx: try again later. `timeout`: no answer in time: try again
 * later, and spare that push service the rest of this batch. `refused`: any other 4xx (a bad request or a
 * rejected VAPID token) or an endpoint that is not allowed: retrying would not help.
 */
export type PushOutcome = 'delivered' | 'gone' | 'retry' | 'timeout' | 'refused';

export interface PushSender {
  send(recipient: PushRecipient, payload: PushPayload): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  vapid: VapidKeys;
  /** Exact origins allowed besides public https (locally: the push-service emulator). */
  allowedOrigins?: readonly string[];
  /** How long one push may take before it is left for a retry. */
  timeoutMs?: number;
  /** How long the push service keeps a push for a phone that is offline (RFC 8030 TTL). */
  ttlSeconds?: number;
}

/** A VAPID token is good for up to 24 h; one per push service origin is signed and reused for 12 h. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

/**
 * Refuses to connect to an internal address even when a public-looking host name resolves to one (DNS
 * rebinding, a name pointing into the VPC): the check of the endpoint's text is not enough on its own.
 */
function guardedLookup(allowedHosts: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const bad = !allowedHosts.has(hostname) && addresses.some((entry) => isInternalAddress(entry.address));
      if (bad) return callback(Object.assign(new Error(`Push endpoint ${hostname} resolves to an internal address`), { code: 'EPUSHINTERNAL' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      return callback(null, first?.address ?? '', first?.family ?? 4);
    });
  };
}

/**
 * Standard Web Push: the payload encrypted for the phone (RFC 8291, aes128gcm, `encryptPushPayload`) and
 * a VAPID token (RFC 8292, signed by the `web-push` library), POSTed to the subscription's endpoint
 * (RFC 8030) over one HTTP/2 connection per push service (`pushTransport`). The library's own send signs a
 * token per push; here each origin's token is signed once and reused, so a goal to 10,000 phones costs one
 * key agreement and one encryption each and little more.
 */
export function webPushSender(options: WebPushSenderOptions): PushSender {
  const allowedOrigins = options.allowedOrigins ?? [];
  const allowedHosts = new Set(allowedOrigins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).hostname] : [])));
  const lookup = guardedLookup(allowedHosts);
  const transport = pushTransport({ lookup, timeoutMs: options.timeoutMs ?? 5000 });
  const ttl = String(options.ttlSeconds ?? 6 * 60 * 60);
  const tokens = new Map<string, { authorization: string; until: number }>();

  function authorization(origin: string): string {
    const now = Math.floor(Date.now() / 1000);
    const cached = tokens.get(origin);
    if (cached && cached.until > now + 60) return cached.authorization;
    const expiration = now + VAPID_TOKEN_SECONDS;
    const headers = webpush.getVapidHeaders(origin, options.vapid.subject, options.vapid.publicKey, options.vapid.privateKey, 'aes128gcm', expiration);
    tokens.set(origin, { authorization: String(headers.Authorization), until: expiration });
    return String(headers.Authorization);
  }

  // A payload goes to thousands of phones: its JSON and Topic are made once, not once per phone.
  const prepared = new WeakMap<PushPayload, { text: Buffer; topic: string }>();
  const prepare = (payload: PushPayload) => {
    let ready = prepared.get(payload);
    if (!ready) {
      ready = { text: Buffer.from(JSON.stringify(payload)), topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) };
      prepared.set(payload, ready);
    }
    return ready;
  };

  return {
    async send(recipient, payload) {
      if (!isPushEndpointAllowed(recipient.endpoint, allowedOrigins)) return 'refused';
      const url = new URL(recipient.endpoint);
      const { text, topic } = prepare(payload);
      let body: Buffer;
      try {
        body = encryptPushPayload(recipient.p256dh, recipient.auth, text);
      } catch {
        return 'refused';
      }
      const status = await transport.post(
        url,
        {
          TTL: ttl,
          Urgency: 'high',
          'Content-Type': 'application/octet-stream',
          'Content-Encoding': 'aes128gcm',
          'Content-Length': body.length,
          Authorization: authorization(url.origin),
          // A newer push for the same match replaces one still queued for an offline phone.
          Topic: topic,
        },
        body,
      );
      if (status === 'internal') return 'refused';
      if (status === 'failed') return 'retry';
      if (status === 'timeout') return 'timeout';
      if (status >= 200 && status < 300) return 'delivered';
      if (status === 404 || status === 410) return 'gone';
      if (status === 429 || status >= 500) return 'retry';
      return 'refused';
    },
  };
}
