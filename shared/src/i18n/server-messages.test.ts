import { describe, expect, it } from '@jest/globals';
import { DISPUTE_MESSAGES } from '../disputes/dispute';
import { MESSAGES } from '../messages';
import { tooLong } from '../validation/field-schemas';
import { LOCALES } from './locales';
import { ENGLISH_SERVER_CATALOG } from './catalog';
import { requiredMessage } from './form-text';
import { translateServerMessage } from './server-messages';

describe('server messages in the caller’s language', () => {
  it('keeps English exactly the spec’s text', () => {
    for (const message of Object.values(MESSAGES)) expect(translateServerMessage('en', message)).toBe(message);
  });

  it('translates every spec message into every other language, never as an English copy', () => {
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      for (const message of Object.values(MESSAGES)) {
        const translated = translateServerMessage(locale, message);
        expect({ locale, message, translated: translated !== message && translated.length > 0 }).toEqual({ locale, message, translated: true });
      }
    }
  });

  it('translates the required-field message with its field name', () => {
    expect(translateServerMessage('sv', requiredMessage('email'))).toBe('Ange din e-postadress');
    expect(translateServerMessage('de', requiredMessage('password'))).toBe('Bitte gib dein Passwort ein');
    expect(translateServerMessage('de', requiredMessage('name'))).toBe('Bitte gib deinen Namen ein');
    expect(translateServerMessage('fr', requiredMessage('email'))).toBe('Veuillez saisir votre adresse e-mail');
  });

  it('translates the forms’ field names and every length limit', () => {
    expect(translateServerMessage('sv', requiredMessage('contactName'))).toBe('Ange kontaktpersonens namn');
    expect(translateServerMessage('de', requiredMessage('currentPassword'))).toBe('Bitte gib dein aktuelles Passwort ein');
    expect(translateServerMessage('fr', tooLong(100))).toBe('Utilisez au maximum 100 caractères');
    expect(translateServerMessage('es', ENGLISH_SERVER_CATALOG['field.chooseRole'])).toBe('Elige un rol');
  });

  it('translates every message of the dispute flow (the API answers and the dialogs check with them)', () => {
    for (const message of Object.values(DISPUTE_MESSAGES)) {
      for (const locale of LOCALES.filter((code) => code !== 'en')) expect({ locale, message, same: translateServerMessage(locale, message) === message }).toEqual({ locale, message, same: false });
    }
  });

  it('leaves a message it does not know in English', () => {
    expect(translateServerMessage('es', 'A very rare technical message')).toBe('A very rare technical message');
  });
});
