import { describe, expect, it } from '@jest/globals';
import { LOCALES, type Locale } from '@pitchside/shared';
import { scheduleChangeMail, type MovedMatchLine } from './schedule-change-mail';

const weatherLine: MovedMatchLine = {
  match: 'U12 Boys: Ajax – Borussia',
  role: { kind: 'coach', team: 'Ajax' },
  from: { date: '2026-06-13', time: '10:00', field: 'Pitch 1' },
  to: { date: '2026-06-14', time: '11:00', field: 'Pitch 2' },
};
const lateLine: MovedMatchLine = {
  match: 'U12 Boys: Ajax – Borussia',
  role: { kind: 'referee' },
  from: { date: '2026-06-13', time: '10:00', field: 'Pitch 1', note: { kind: 'published' } },
  to: { date: '2026-06-13', time: '10:20', field: 'Pitch 1', note: { kind: 'late', reason: 'Waterlogged goalmouth' } },
};
const mail = (language: Locale | undefined, lines: MovedMatchLine[] = [weatherLine]) => scheduleChangeMail({ to: 'carl@example.org', name: 'Carl', tournamentName: 'Summer Cup', lines, language });

describe('the schedule-change e-mail in the recipient’s language (issue 20)', () => {
  it('keeps the English words when the person has no language', () => {
    const english = mail(undefined);
    expect(english.subject).toBe('Schedule change: Summer Cup');
    expect(english.text).toContain('Hello Carl, the organizers of Summer Cup moved a match that concerns you.');
    expect(english.text).toContain('U12 Boys: Ajax – Borussia (coach of Ajax): 2026-06-13 10:00 on Pitch 1 → 2026-06-14 11:00 on Pitch 2');
    expect(mail(undefined, [weatherLine, lateLine]).text).toContain('moved 2 matches that concern you.');
  });

  it('words the running-late notes, keeping the organizer’s reason as typed', () => {
    expect(mail('en', [lateLine]).text).toContain('(referee): 2026-06-13 10:00 (published) on Pitch 1 → 2026-06-13 10:20, Waterlogged goalmouth on Pitch 1');
    expect(mail('sv', [lateLine]).text).toContain('(domare): 2026-06-13 10:00 (publicerad) på Pitch 1 → 2026-06-13 10:20, Waterlogged goalmouth på Pitch 1');
    expect(mail('de', [{ ...lateLine, to: { ...lateLine.to, note: { kind: 'onTimeAgain' } } }]).text).toContain('10:20, wieder pünktlich auf Pitch 1');
  });

  it('writes each language, with singular and plural counts', () => {
    expect(mail('sv').subject).toBe('Ändrat spelschema: Summer Cup');
    expect(mail('sv').text).toContain('har flyttat en match som berör dig');
    expect(mail('de', [weatherLine, lateLine]).text).toContain('2 Spiele verlegt, die dich betreffen');
    expect(mail('es').text).toContain('(entrenador de Ajax): 2026-06-13 10:00 en Pitch 1');
    expect(mail('fr', [weatherLine, lateLine]).text).toContain('ont déplacé 2 matchs qui vous concernent');
    expect(new Set(LOCALES.map((locale) => mail(locale).text)).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(mail(locale).html).toContain('Summer Cup');
  });
});
