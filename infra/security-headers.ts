/**
 * The security headers every response carries, defined once: CloudFront adds them in AWS (WebStack's
 * response headers policy) and the local gateway adds the same ones, so a page that breaks the CSP
 * breaks in the end-to-end tests too, not first in production.
 */

/** HSTS for two years, subdomains included, ready for the browsers' preload list. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 3600;

export const FRAME_OPTIONS = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The Content-Security-Policy. `connectSources` are the origins the app calls besides its own: Cognito
 * and the uploads bucket in AWS, the S3 emulator locally (the identity endpoint is on the app's origin).
 */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Ant Design writes its CSS-in-JS into <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The headers as a response carries them. `https: false` (the local cloud on http://localhost) leaves
 * HSTS out: browsers ignore it over http, and on localhost it would pin every other local app to https.
 * `csp: false` is for Vite's dev server, whose injected inline preamble `script-src 'self'` refuses.
 */
export function securityHeaders(options: { connectSources: readonly string[]; https: boolean; csp?: boolean }): Record<string, string> {
  return {
    ...(options.csp === false ? {} : { 'content-security-policy': contentSecurityPolicy(options.connectSources) }),
    ...(options.https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload` } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
  };
}
