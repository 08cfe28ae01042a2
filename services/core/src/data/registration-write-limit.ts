import { REGISTRATION_LIMITS } from '@pitchside/shared';
import { TooManyRequestsError } from '../errors';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts one public registration write (an application or an entry-fee checkout, issue 32) for the caller's
 * address in this tournament, and refuses it with a 429 past `REGISTRATION_LIMITS.writesPerSourcePerHour`.
 * Applications and payments share the allowance: both are what a script would repeat.
 */
export async function assertRegistrationWriteAllowed(limiter: RateLimiter, tournamentId: string, callerAddress: string): Promise<void> {
  if (!(await limiter.attempt(`registration-write:${tournamentId}:${callerAddress}`, REGISTRATION_LIMITS.writesPerSourcePerHour, 3_600))) {
    throw new TooManyRequestsError({ id: 'error.tooManyAttempts' });
  }
}
