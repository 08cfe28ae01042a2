import { describe, expect, it } from '@jest/globals';
import { englishIntl } from '../i18n/testing';
import { formatBytes, formatDay, formatDayRange, plural } from './format';

describe('formats', () => {
  it('shows a calendar day as that day, whatever the time zone', () => {
    expect(formatDay('2026-06-01')).toMatch(/\b1\b/);
    expect(formatDay('2026-06-01')).toMatch(/2026/);
    expect(formatDay('')).toBe('');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('shows one day when a range starts and ends on it', () => {
    expect(formatDayRange('2026-06-06', '2026-06-06')).toBe(formatDay('2026-06-06'));
    expect(formatDayRange('2026-06-06', '2026-06-07')).toMatch(/6.*7/);
  });

  it('counts and sizes as people read them', () => {
    expect(plural(1, 'team')).toBe('1 team');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
    expect(formatBytes(englishIntl(), 4 * 1024 * 1024)).toBe('4 MB');
    expect(formatBytes(englishIntl(), 812 * 1024)).toBe('812 KB');
    expect(formatBytes(englishIntl(), 12)).toBe('12 bytes');
    expect(formatBytes(englishIntl(), 1)).toBe('1 byte');
  });
});
