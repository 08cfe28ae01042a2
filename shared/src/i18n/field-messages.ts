import { FORM_FIELD_NAMES } from './form-messages';
import type { Locale } from './locales';
import type { Translations } from './word-table';

/** The fields the spec's required-field message names (`requiredMessage('E-mail')`), with their possessive. */
const FIELD_NAMES: Record<string, Translations> = {
  'E-mail': { sv: 'din e-postadress', de: 'deine E-Mail-Adresse', es: 'tu correo electrónico', fr: 'votre adresse e-mail' },
  Password: { sv: 'ditt lösenord', de: 'dein Passwort', es: 'tu contraseña', fr: 'votre mot de passe' },
  Name: { sv: 'ditt namn', de: 'deinen Namen', es: 'tu nombre', fr: 'votre nom' },
  Organization: { sv: 'din organisation', de: 'deine Organisation', es: 'tu organización', fr: 'votre organisation' },
  'Current password': { sv: 'ditt nuvarande lösenord', de: 'dein aktuelles Passwort', es: 'tu contraseña actual', fr: 'votre mot de passe actuel' },
  'New password': { sv: 'ditt nya lösenord', de: 'dein neues Passwort', es: 'tu nueva contraseña', fr: 'votre nouveau mot de passe' },
  'Invitation code': { sv: 'inbjudningskoden', de: 'den Einladungscode', es: 'el código de invitación', fr: 'le code d’invitation' },
  'Reset code': { sv: 'återställningskoden', de: 'den Code zum Zurücksetzen', es: 'el código de restablecimiento', fr: 'le code de réinitialisation' },
  Player: { sv: 'spelaren', de: 'den Spieler', es: 'el jugador', fr: 'le joueur' },
  Injury: { sv: 'skadan', de: 'die Verletzung', es: 'la lesión', fr: 'la blessure' },
  Treatment: { sv: 'behandlingen', de: 'die Behandlung', es: 'el tratamiento', fr: 'le traitement' },
  Reason: { sv: 'ett skäl', de: 'einen Grund', es: 'el motivo', fr: 'le motif' },
  ...FORM_FIELD_NAMES,
};

const REQUIRED: Translations = { sv: 'Ange {field}', de: 'Bitte gib {field} ein', es: 'Introduce {field}', fr: 'Veuillez saisir {field}' };

/** Every length limit's message (`tooLong(max)` → 'Use at most 100 characters'). */
const TOO_LONG: Translations = { sv: 'Använd högst {max} tecken', de: 'Höchstens {max} Zeichen', es: 'Usa como máximo {max} caracteres', fr: 'Utilisez au maximum {max} caractères' };

/**
 * The two messages made for any field ('Please input your Reason', 'Use at most 100 characters') in
 * `locale`; undefined for any other message, or a field the table does not name.
 */
export function translatedFieldMessage(locale: Exclude<Locale, 'en'>, message: string): string | undefined {
  const max = /^Use at most (\d+) characters$/.exec(message)?.[1];
  if (max) return TOO_LONG[locale].replace('{max}', max);
  const required = /^Please input your (.+)$/.exec(message)?.[1];
  const field = required ? FIELD_NAMES[required]?.[locale] : undefined;
  return field ? REQUIRED[locale].replace('{field}', field) : undefined;
}
