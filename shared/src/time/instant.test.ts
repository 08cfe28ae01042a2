import { calendarDay, toEpochMs, toIsoTimestamp } from './instant';

describe('instants', () => {
  it('reads Dates, epoch milliseconds and ISO strings alike', () => {
    const ms = Date.parse('2025-06-01T10:00:00Z');
    expect(toEpochMs(new Date(ms))).toBe(ms);
    expect(toEpochMs(ms)).toBe(ms);
    expect(toEpochMs('2025-06-01T12:00:00+02:00')).toBe(ms);
    expect(toEpochMs('not a time')).toBeNaN();
    expect(toIsoTimestamp('2025-06-01T12:00:00+02:00')).toBe('2025-06-01T10:00:00.000Z');
  });

  it('takes the calendar day of a dated string at its word, and of a Date in local time', () => {
    expect(calendarDay('2025-06-01T23:30:00-05:00')).toBe('2025-06-01');
    expect(calendarDay(new Date(2025, 0, 9, 8))).toBe('2025-01-09');
  });
});
