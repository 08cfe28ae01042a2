import type { HttpEvent } from './types';

/**
 * The address a request came from, as a key for per-source limits. Behind CloudFront the connection's
 * source is the edge, so CloudFront's own `CloudFront-Viewer-Address` (ip:port, which a viewer cannot
 * set) wins when the distribution forwards it; otherwise the connection's source (locally, the caller).
 * An IPv6 caller is counted by its /64: one subscriber line has a whole /64 to rotate through.
 */
export function callerAddressOf(event: Pick<HttpEvent, 'requestContext'>, headers: Readonly<Record<string, string>>): string {
  const viewer = headers['cloudfront-viewer-address'];
  const address = viewer ? viewer.replace(/:\d+$/, '') : (event.requestContext.http?.sourceIp ?? '');
  return address.includes(':') ? ipv6Prefix(address) : address || 'unknown';
}

/** The first four groups (the /64) of an IPv6 address, written in full: '2001:db8::1' → '2001:db8:0:0::/64'. */
function ipv6Prefix(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array.from({ length: Math.max(0, 8 - front.length - back.length) }, () => '0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => (group || '0').toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
