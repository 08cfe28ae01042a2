import { describe, expect, it } from '@jest/globals';
import { formatVenueTime, newIdempotencyKey } from './register-format';

describe('the registration form’s formatting', () => {
  it('shows a venue time with the digits the venue clock shows, whatever the reader’s zone', () => {
    expect(formatVenueTime('2026-05-01T09:30', 'en')).toBe('May 1, 2026, 9:30 AM');
    expect(formatVenueTime('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatVenueTime('garbage', 'en')).toBe('garbage');
  });

  it('makes a key the application route takes (8 to 100 letters, digits, - or _)', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
