import { escapeText, foldLine, formatCalendar, type CalendarEvent } from './calendar-ics';

/** RFC 5545 §3.1: unfolding removes every CRLF followed by one space or tab. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'm-1.team-aik.t-1@pitchside',
  stamp: new Date('2026-07-01T08:00:00Z'),
  sequence: 3,
  date: '2026-07-14',
  time: '09:30',
  durationMinutes: 75,
  summary: 'AIK v IFK (Boys U12)',
  location: 'Pitch 1, Heden',
  description: 'Boys U12\nSummer Cup',
  ...overrides,
});

describe('ICS text', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    // A tab is white space TEXT may hold; a bell is not.
    expect(escapeText('tab\there\u0007bell')).toBe('tab\therebell');
  });

  it('folds at 75 octets, continuation lines starting with a space, never inside a character', () => {
    const line = `SUMMARY:${'Ålesund Ørn FK – Łódź ⚽ '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    // No UTF-8 sequence was cut: every part decodes back to itself.
    for (const part of parts) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('keeps an emoji (a surrogate pair, 4 octets) whole across a fold', () => {
    const line = `X:${'a'.repeat(72)}😀tail`;
    const parts = foldLine(line).split('\r\n');
    expect(parts[0]).toBe(`X:${'a'.repeat(72)}`);
    expect(parts[1]).toBe(' 😀tail');
  });
});

describe('formatCalendar', () => {
  const text = formatCalendar({ name: 'AIK · Summer Cup', description: 'AIK, Boys U12', refreshMinutes: 15, events: [event()] });

  it('writes CRLF lines, the calendar name, refresh hints and one VEVENT per event', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(
      expect.arrayContaining(['X-WR-CALNAME:AIK · Summer Cup', 'NAME:AIK · Summer Cup', 'X-WR-CALDESC:AIK\\, Boys U12', 'REFRESH-INTERVAL;VALUE=DURATION:PT15M', 'X-PUBLISHED-TTL:PT15M']),
    );
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes floating local times (no Z, no TZID), a UTC DTSTAMP and the end from the match length', () => {
    const lines = unfold(text).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:m-1.team-aik.t-1@pitchside',
        'DTSTAMP:20260701T080000Z',
        'LAST-MODIFIED:20260701T080000Z',
        'SEQUENCE:3',
        'DTSTART:20260714T093000',
        'DTEND:20260714T104500',
        'SUMMARY:AIK v IFK (Boys U12)',
        'LOCATION:Pitch 1\\, Heden',
        'DESCRIPTION:Boys U12\\nSummer Cup',
      ]),
    );
    expect(text).not.toMatch(/TZID/);
  });

  it('runs past midnight into the next day, and makes an all-day event when the kick-off is not known', () => {
    const late = unfold(formatCalendar({ name: 'x', refreshMinutes: 15, events: [event({ time: '23:30', durationMinutes: 75 })] }));
    expect(late).toContain('DTSTART:20260714T233000\r\nDTEND:20260715T004500');
    const allDay = unfold(formatCalendar({ name: 'x', refreshMinutes: 15, events: [event({ time: null, date: '2026-12-31' })] }));
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101');
  });

  it('is the same text for the same matches (a stable UID; nothing depends on the time of the request)', () => {
    expect(formatCalendar({ name: 'AIK · Summer Cup', description: 'AIK, Boys U12', refreshMinutes: 15, events: [event()] })).toBe(text);
  });
});
