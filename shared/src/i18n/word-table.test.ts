import { describe, expect, it } from '@jest/globals';
import { LOCALES } from './locales';
import { schedulerWords } from './scheduler-messages';
import { scheduleOutputWords } from './schedule-output-messages';
import { inLanguage, isOne, translatedText } from './word-table';

describe('the words tables', () => {
  it('read English when a language has no row or none is given', () => {
    expect(inLanguage({ en: 'Hello', sv: 'Hej' }, 'de')).toBe('Hello');
    expect(inLanguage({ en: 'Hello', sv: 'Hej' }, undefined)).toBe('Hello');
    expect(inLanguage({ en: 'Hello', sv: 'Hej' }, 'sv')).toBe('Hej');
    expect(translatedText({ Yes: { sv: 'Ja', de: 'Ja', es: 'Sí', fr: 'Oui' } }, 'fr', 'Yes')).toBe('Oui');
    expect(translatedText({}, 'fr', 'A rare message')).toBe('A rare message');
  });

  it('count by each language\u2019s plural rules (French says 0 match)', () => {
    expect(isOne('en', 0)).toBe(false);
    expect(isOne('fr', 0)).toBe(true);
    expect(scheduleOutputWords('fr').pitchMatches('Terrain 1', 0)).toBe('Terrain 1 (0 match)');
    expect(scheduleOutputWords('de').pitchMatches('Platz 1', 2)).toBe('Platz 1 (2 Spiele)');
  });

  it('word the scheduler\u2019s reasons in every language, never as an English copy', () => {
    const english = schedulerWords('en');
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const words = schedulerWords(locale);
      expect(words.staleAssignment.moved('Rut', 'a', 'b')).not.toBe(english.staleAssignment.moved('Rut', 'a', 'b'));
      expect(words.staleAssignment.referee_clash('Rut', 'U12: A – B', '10:00', '2026-06-13')).toContain('U12: A – B');
      for (const code of ['played', 'gone', 'played_since'] as const) expect(words.restoreSkip[code]).not.toBe(english.restoreSkip[code]);
    }
    expect(schedulerWords('sv').staleAssignment.moved('Rut', schedulerWords('sv').at('2026-06-13', '10:00', 'Plan 1'), schedulerWords('sv').at('2026-06-14', '10:00', null))).toBe(
      'Flyttad från 2026-06-13 10:00 på Plan 1 till 2026-06-14 10:00: kontrollera att Rut fortfarande kan döma den',
    );
  });
});
