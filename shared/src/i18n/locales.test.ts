import { describe, expect, it } from '@jest/globals';
import { localeFromAcceptLanguage, localeFromPreferences, localeOfTag, localeSchema } from './locales';

describe('locales', () => {
  it('reads the primary subtag of a language tag', () => {
    expect(localeOfTag('de-AT')).toBe('de');
    expect(localeOfTag('SV_se')).toBe('sv');
    expect(localeOfTag('pt-BR')).toBeUndefined();
    expect(localeOfTag('')).toBeUndefined();
  });

  it('picks the best language of an Accept-Language header by q-value, then order', () => {
    expect(localeFromAcceptLanguage('sv-SE,sv;q=0.9,en;q=0.8')).toBe('sv');
    expect(localeFromAcceptLanguage('pt-BR, fr;q=0.5, de;q=0.7')).toBe('de');
    expect(localeFromAcceptLanguage('es;q=0, fr')).toBe('fr');
    expect(localeFromAcceptLanguage('ja, zh')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
  });

  it('takes the first browser preference it speaks', () => {
    expect(localeFromPreferences(['nb-NO', 'sv-SE', 'en'])).toBe('sv');
    expect(localeFromPreferences([])).toBe('en');
  });

  it('stores only the five languages on a profile', () => {
    expect(localeSchema.safeParse('fr').success).toBe(true);
    expect(localeSchema.safeParse('xx').success).toBe(false);
  });
});
