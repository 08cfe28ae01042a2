import { describe, expect, it } from '@jest/globals';
import * as z from 'zod';
import { fieldErrors } from '../validation/field-errors';
import { FORM_CATALOGS, FORM_EN, type FormMessageId } from './catalog/form';
import { formatServerMessage } from './format-server-message';
import { formText, issueMessage, requiredMessage } from './form-text';
import { LOCALES } from './locales';
import { saidOf, translateServerMessage } from './server-messages';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== 'en');

describe('the forms’ messages are ids with values, worded by the form catalog', () => {
  it('rewording an English message changes only the English: every language still renders its own words', () => {
    // A test's own English catalog, with one message reworded (as an editor would in catalog/form/en.ts).
    const reworded = { ...FORM_EN, 'form.nameUnder': 'Tournament names stop at {max} characters' };
    const schema = z.strictObject({ name: z.string().max(3, formText('form.nameUnder', { max: 3 }, reworded)) });
    const error = schema.safeParse({ name: 'Riverside Cup' }).error;
    if (!error) throw new Error('a 13-character name passed a 3-character limit');
    const english = fieldErrors(error).name ?? '';
    expect(english).toBe('Tournament names stop at 3 characters');
    expect(saidOf(english)).toEqual({ messageId: 'form.nameUnder', values: { max: 3 } });
    expect(translateServerMessage('en', english)).toBe('Tournament names stop at 3 characters');
    expect(translateServerMessage('sv', english)).toBe('Håll namnet under 3 tecken');
    expect(translateServerMessage('de', english)).toBe('Der Name darf höchstens 3 Zeichen lang sein');
    expect(translateServerMessage('es', english)).toBe('El nombre debe tener menos de 3 caracteres');
    expect(translateServerMessage('fr', english)).toBe('Le nom doit faire moins de 3 caractères');
  });

  it('words every message of the catalog in every language the way the server formats it (no plural or select: the browser fills them)', () => {
    for (const id of Object.keys(FORM_EN) as FormMessageId[]) {
      const values = { min: 1, max: 7, minimum: 2, maximum: 9, example: '2026-06-01', division: 'u12', size: 2, qualifiers: 3, value: 'p1', team: 't1', candidates: 2, place: 3, bestThirds: 4 };
      const english = formText(id, values);
      for (const locale of TRANSLATIONS) {
        const text = translateServerMessage(locale, english);
        expect({ id, locale, text }).toEqual({ id, locale, text: formatServerMessage(locale, { id, values: saidOf(english)?.values ?? {} }) });
        expect({ id, locale, copied: text === english }).toEqual({ id, locale, copied: false });
      }
    }
  });

  it('says no two messages in the same English words (an id is found by its words)', () => {
    const values = { min: 1, max: 7, minimum: 2, maximum: 9, example: '2026-06-01', division: 'u12', size: 2, qualifiers: 3, value: 'p1', team: 't1', candidates: 2, place: 3, bestThirds: 4 };
    const english = (Object.keys(FORM_EN) as FormMessageId[]).map((id) => formText(id, values));
    expect(english.length).toBe(new Set(english).size);
    for (const locale of TRANSLATIONS) expect(Object.keys(FORM_CATALOGS[locale]).sort()).toEqual(Object.keys(FORM_EN).sort());
  });

  it('keeps the spec’s required-field message byte for byte and words it by field', () => {
    expect(requiredMessage('email')).toBe('Please input your E-mail');
    expect(requiredMessage('homeTeam')).toBe('Please input your Home Team');
    expect(translateServerMessage('de', requiredMessage('venue'))).toBe('Bitte gib die Anlage ein');
  });

  it('words zod’s own messages by the issue’s code and limits, keeping zod’s English', () => {
    const schema = z.strictObject({ minutes: z.number().int().min(0).max(120), name: z.string().min(2), when: z.iso.date(), kind: z.enum(['a', 'b']) });
    const fields = fieldErrors(schema.safeParse({ minutes: 121, name: 'x', when: '2026-13-01', kind: 'c' }).error ?? new z.ZodError([]));
    expect(fields).toEqual({
      minutes: 'Too big: expected number to be <=120',
      name: 'Too small: expected string to have >=2 characters',
      when: 'Invalid ISO date',
      kind: 'Invalid option: expected one of "a"|"b"',
    });
    expect(translateServerMessage('sv', fields.minutes ?? '')).toBe('Ange högst 120');
    expect(translateServerMessage('fr', fields.name ?? '')).toBe('Utilisez au moins 2 caractères');
    expect(translateServerMessage('de', fields.when ?? '')).toBe('Gib ein Datum wie 2026-06-01 ein');
    expect(translateServerMessage('es', fields.kind ?? '')).toBe('Elige una de las opciones');
    const wrongType = z.number().safeParse('seven').error?.issues[0];
    expect(wrongType && translateServerMessage('sv', issueMessage(wrongType))).toBe('Ange ett tal');
  });

  it('leaves a message no schema said in English', () => {
    expect(translateServerMessage('de', 'Keep the name under 121 characters')).toBe('Keep the name under 121 characters');
  });
});
