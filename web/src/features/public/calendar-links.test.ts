import { beforeAll, describe, expect, it } from '@jest/globals';
import { setActiveLocale } from '../../i18n/active-locale';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { calendarLinks, pitchCalendarLinks, teamCalendarLinks } from './calendar-links';

describe('calendar links', () => {
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: '/api' } as Parameters<typeof setRuntimeConfig>[0]));

  it('builds the feed address from the page origin, with webcal:// and Google subscribe links', () => {
    expect(teamCalendarLinks('t 1', 'ålesundfk', 'https://cup.example')).toEqual({
      https: 'https://cup.example/api/public/tournaments/t%201/teams/%C3%A5lesundfk/calendar.ics',
      webcal: 'webcal://cup.example/api/public/tournaments/t%201/teams/%C3%A5lesundfk/calendar.ics',
      google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://cup.example/api/public/tournaments/t%201/teams/%C3%A5lesundfk/calendar.ics')}`,
    });
    expect(calendarLinks('http://localhost:5173/api/x.ics').webcal).toBe('webcal://localhost:5173/api/x.ics');
  });

  it('names a pitch by the slug of its name', () => {
    expect(pitchCalendarLinks('t1', 'Pitch 2 (North)', 'https://cup.example').https).toBe('https://cup.example/api/public/tournaments/t1/pitches/pitch-2-north/calendar.ics');
  });

  it('carries the language on screen, since calendar apps send no Accept-Language (English, the default, and the pseudo-locale add nothing)', () => {
    try {
      setActiveLocale('de');
      expect(teamCalendarLinks('t1', 'ajax', 'https://cup.example').webcal).toBe('webcal://cup.example/api/public/tournaments/t1/teams/ajax/calendar.ics?lang=de');
      setActiveLocale('en-XA');
      expect(teamCalendarLinks('t1', 'ajax', 'https://cup.example').https).toBe('https://cup.example/api/public/tournaments/t1/teams/ajax/calendar.ics');
    } finally {
      setActiveLocale('en');
    }
  });
});
