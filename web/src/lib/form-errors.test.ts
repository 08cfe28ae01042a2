import { afterEach, describe, expect, it } from '@jest/globals';
import { FORM_CATALOGS } from '@pitchside/shared';
import { setActiveLocale } from '../i18n/active-locale';
import { toApiError } from './api-error';
import { apiFieldProblems } from './form-errors';

/** A 400 as the API sends it when the caller's request said Swedish: the fields' words, and each as its id. */
const answeredInSwedish = toApiError(400, 'Bad Request', {
  error: 'validation_failed',
  message: 'Kontrollera de markerade fälten',
  fields: { name: 'Håll namnet under 80 tecken', venue: 'Något annat' },
  fieldMessages: { name: { messageId: 'form.nameUnder', values: { max: 80 } } },
});

afterEach(() => setActiveLocale('en'));

describe('apiFieldProblems', () => {
  it('words each field from its id in the language on screen, not in the language the server answered in', () => {
    setActiveLocale('de');
    // From the catalog, not a copy of its words: rewording the German reworded the screen.
    expect(apiFieldProblems(answeredInSwedish).name).toBe(FORM_CATALOGS.de['form.nameUnder'].replace('{max}', '80'));
    setActiveLocale('en');
    expect(apiFieldProblems(answeredInSwedish).name).toBe('Keep the name under 80 characters');
  });

  it('keeps the server’s words for a field sent without an id', () => {
    setActiveLocale('de');
    expect(apiFieldProblems(answeredInSwedish).venue).toBe('Något annat');
  });

  it('keeps the ids when the answer is read (fieldMessages)', () => {
    expect(answeredInSwedish.fieldSaid).toEqual({ name: { id: 'form.nameUnder', values: { max: 80 } } });
  });
});
