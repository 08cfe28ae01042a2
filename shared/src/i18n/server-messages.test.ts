import { describe, expect, it } from '@jest/globals';
import { DISPUTE_MESSAGES } from '../disputes/dispute';
import { MESSAGES, requiredMessage } from '../messages';
import { tooLong } from '../validation/field-schemas';
import { LOCALES } from './locales';
import { translateServerMessage, TRANSLATED_SERVER_MESSAGES } from './server-messages';

describe('server messages in the caller’s language', () => {
  it('keeps English exactly the spec’s text', () => {
    for (const message of Object.values(MESSAGES)) expect(translateServerMessage('en', message)).toBe(message);
  });

  it('translates every spec message into every other language, never as an English copy', () => {
    for (const message of Object.values(MESSAGES)) expect(TRANSLATED_SERVER_MESSAGES).toContain(message);
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      for (const message of TRANSLATED_SERVER_MESSAGES) {
        const translated = translateServerMessage(locale, message);
        expect({ locale, message, translated: translated !== message && translated.length > 0 }).toEqual({ locale, message, translated: true });
      }
    }
  });

  it('translates the required-field message with its field name', () => {
    expect(translateServerMessage('sv', requiredMessage('E-mail'))).toBe('Ange din e-postadress');
    expect(translateServerMessage('de', requiredMessage('Password'))).toBe('Bitte gib dein Passwort ein');
    expect(translateServerMessage('de', requiredMessage('Name'))).toBe('Bitte gib deinen Namen ein');
    expect(translateServerMessage('fr', requiredMessage('E-mail'))).toBe('Veuillez saisir votre adresse e-mail');
  });

  it('translates the forms’ field names and every length limit', () => {
    expect(translateServerMessage('sv', requiredMessage('Injury'))).toBe('Ange skadan');
    expect(translateServerMessage('de', requiredMessage('Current password'))).toBe('Bitte gib dein aktuelles Passwort ein');
    expect(translateServerMessage('fr', tooLong(100))).toBe('Utilisez au maximum 100 caractères');
    expect(translateServerMessage('es', 'Choose a role')).toBe('Elige un rol');
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
