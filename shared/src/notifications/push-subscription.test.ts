import { followInputSchema, isInternalAddress, isPushEndpointAllowed, pushSubscriptionSchema } from './push-subscription';

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 3).toString('base64url');
const fcm = 'https://fcm.googleapis.com/fcm/send/abc:def';

describe('pushSubscriptionSchema', () => {
  it('takes a browser subscription as toJSON() gives it', () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: fcm, keys: { p256dh, auth } }).success).toBe(true);
  });

  it.each([
    ['a p256dh of the wrong size', { endpoint: fcm, keys: { p256dh: Buffer.alloc(33, 4).toString('base64url'), auth } }],
    ['a compressed point', { endpoint: fcm, keys: { p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64, 7)]).toString('base64url'), auth } }],
    ['an auth of 12 bytes', { endpoint: fcm, keys: { p256dh, auth: Buffer.alloc(12).toString('base64url') } }],
    ['keys that are not base64url', { endpoint: fcm, keys: { p256dh: `${p256dh.slice(0, -1)}!`, auth } }],
    ['an endpoint that is not a URL', { endpoint: 'not a url', keys: { p256dh, auth } }],
    ['an endpoint past the length limit', { endpoint: `https://fcm.googleapis.com/${'a'.repeat(1100)}`, keys: { p256dh, auth } }],
    ['no keys', { endpoint: fcm }],
  ])('refuses %s', (_name, value) => {
    expect(pushSubscriptionSchema.safeParse(value).success).toBe(false);
  });

  it('accepts only the kinds and targets it knows', () => {
    const base = { subscription: { endpoint: fcm, keys: { p256dh, auth } }, target: 'team', targetId: 'lakeside' };
    expect(followInputSchema.safeParse({ ...base, kinds: ['goal', 'fulltime'] }).success).toBe(true);
    expect(followInputSchema.safeParse({ ...base, kinds: ['everything'] }).success).toBe(false);
    expect(followInputSchema.safeParse({ ...base, kinds: [] }).success).toBe(false);
    expect(followInputSchema.safeParse({ ...base, target: 'pitch', kinds: ['goal'] }).success).toBe(false);
  });

  it('takes the follower’s language only when Pitchside speaks it (issue 20)', () => {
    const base = { subscription: { endpoint: fcm, keys: { p256dh, auth } }, target: 'team', targetId: 'lakeside', kinds: ['goal'] };
    expect(followInputSchema.safeParse({ ...base, language: 'sv' }).success).toBe(true);
    expect(followInputSchema.safeParse(base).success).toBe(true);
    expect(followInputSchema.safeParse({ ...base, language: 'xx' }).success).toBe(false);
    expect(followInputSchema.safeParse({ ...base, language: 'en-XA' }).success).toBe(false);
  });
});

describe('isPushEndpointAllowed (SSRF)', () => {
  it.each([fcm, 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'https://web.push.apple.com/QGx', 'https://wns2-par02p.notify.windows.com/w/?token=x'])(
    'allows the push service %s',
    (endpoint) => {
      expect(isPushEndpointAllowed(endpoint)).toBe(true);
    },
  );

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://127.0.0.1/push',
    'https://localhost/push',
    'https://10.0.0.5/x',
    'https://169.254.169.254/latest/meta-data',
    'https://192.168.1.1/x',
    'https://172.20.0.1/x',
    'https://[::1]/x',
    'https://[fd00::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://metadata.google.internal/x',
    'https://printer.local/x',
    'https://intranet/x',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:8443/x',
    'file:///etc/passwd',
  ])('refuses %s', (endpoint) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(false);
  });

  it('allows a loopback origin only when configured to (the local push-service emulator)', () => {
    expect(isPushEndpointAllowed('http://127.0.0.1:11180/push/a')).toBe(false);
    expect(isPushEndpointAllowed('http://127.0.0.1:11180/push/a', ['http://127.0.0.1:11180'])).toBe(true);
    expect(isPushEndpointAllowed('http://127.0.0.1:11181/push/a', ['http://127.0.0.1:11180'])).toBe(false);
  });

  it('knows internal addresses', () => {
    expect(isInternalAddress('100.64.1.1')).toBe(true);
    expect(isInternalAddress('8.8.8.8')).toBe(false);
    expect(isInternalAddress('2a00:1450::1')).toBe(false);
  });
});
