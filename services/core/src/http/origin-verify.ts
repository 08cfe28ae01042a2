import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import { ORIGIN_VERIFY_HEADER } from '@pitchside/shared';
import { loadEnv } from '../env';
import { ForbiddenError } from '../errors';
import type { HttpEvent, HttpResponse } from './types';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Origin protection: a request that did not come through CloudFront (the execute-api URL called
 * directly, around the WAF, the cache and the throttling) lacks the stage's secret header and is refused
 * before anything else runs. The secret is read once; a function without it fails loudly, never open.
 */
export function originVerify(): middy.MiddlewareObj<HttpEvent, HttpResponse> {
  let expected: string | undefined;
  return {
    before: ({ event }) => {
      expected ??= loadEnv(['originVerifySecret']).originVerifySecret;
      const headers = event.headers ?? {};
      const given = headers[ORIGIN_VERIFY_HEADER] ?? Object.entries(headers).find(([name]) => name.toLowerCase() === ORIGIN_VERIFY_HEADER)?.[1];
      if (!given || !sameSecret(given, expected)) throw new ForbiddenError("Call the API through the app's address");
    },
  };
}
