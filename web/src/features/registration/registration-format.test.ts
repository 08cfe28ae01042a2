import { describe, expect, it } from '@jest/globals';
import { formatVenueTime, fromMinorUnits, newIdempotencyKey, toMinorUnits } from './registration-format';

describe('registration formatting', () => {
  it('shows a venue time with the digits the venue clock shows, whatever the reader’s zone', () => {
    expect(formatVenueTime('2026-05-01T09:30', 'en')).toBe('May 1, 2026, 9:30 AM');
    expect(formatVenueTime('2026-05-01', 'en')).toBe('May 1, 2026');
    expect(formatVenueTime('garbage', 'en')).toBe('garbage');
  });

  it('turns a typed amount into minor units of its currency and back', () => {
    expect(toMinorUnits(1500.5, 'SEK')).toBe(150050);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1500, 'JPY')).toBe(1500);
    expect(toMinorUnits(null, 'SEK')).toBeNull();
    expect(fromMinorUnits(150050, 'SEK')).toBe(1500.5);
    expect(fromMinorUnits(null, 'SEK')).toBeNull();
  });

  it('makes a key the application route takes (8 to 100 letters, digits, - or _)', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
