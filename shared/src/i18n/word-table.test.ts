import { describe, expect, it } from '@jest/globals';
import { LOCALES } from './locales';
import { formatServerMessage } from './format-server-message';
import { RESTORE_SKIP_MESSAGES, STALE_ASSIGNMENT_MESSAGES } from './scheduler-messages';
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

  it('word the scheduler\u2019s reasons in every language, never as an English copy (catalog/scheduling, by id)', () => {
    const moved = { id: STALE_ASSIGNMENT_MESSAGES.moved, values: { referee: 'Rut', from: 'a', to: 'b' } };
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      expect(formatServerMessage(locale, moved)).not.toBe(formatServerMessage('en', moved));
      expect(formatServerMessage(locale, { id: STALE_ASSIGNMENT_MESSAGES.referee_clash, values: { referee: 'Rut', match: 'U12: A – B', time: '10:00', date: '2026-06-13' } })).toContain('U12: A – B');
      for (const id of Object.values(RESTORE_SKIP_MESSAGES)) expect(formatServerMessage(locale, { id })).not.toBe(formatServerMessage('en', { id }));
    }
    const from = formatServerMessage('sv', { id: 'scheduling.atOnPitch', values: { date: '2026-06-13', time: '10:00', pitch: 'Plan 1' } });
    expect(formatServerMessage('sv', { id: STALE_ASSIGNMENT_MESSAGES.moved, values: { referee: 'Rut', from, to: '2026-06-14 10:00' } })).toBe(
      'Flyttad från 2026-06-13 10:00 på Plan 1 till 2026-06-14 10:00: kontrollera att Rut fortfarande kan döma den',
    );
  });
});
