import type { MailMessageId } from './en';

/** The account e-mails' words in de (ICU MessageFormat), by the ids of the English catalog. */
export const MAIL_DE = {
  'mail.orOpenLink': 'Oder öffne diesen Link:',
  'mail.role.referee': 'Schiedsrichter',
  'mail.role.coach': 'Trainer',
  'mail.role.medic': 'Sanitäter',
  'mail.role.admin': 'Administrator',
  'mail.role.tournamentadmin': 'Turnierleitung',
  'mail.role.refereeassignor': 'Schiedsrichtereinteiler',
  'mail.invitation.subject': '{inviter} hat dich zu {organization} auf Pitchside eingeladen',
  'mail.invitation.intro': '{inviter} hat dich eingeladen, {organization} auf Pitchside als {role} beizutreten.',
  'mail.invitation.validity':
    'Der Link funktioniert einmal und {days, plural, one {{days} Tag} other {{days} Tage}} lang. Wenn du das nicht erwartet hast, kannst du ablehnen oder die E-Mail ignorieren.',
  'mail.invitation.textAction': 'Annehmen oder ablehnen:',
  'mail.invitation.button': 'Einladung öffnen',
  'mail.reset.subject': 'Setze dein Pitchside-Passwort zurück',
  'mail.reset.intro': 'Jemand möchte das Passwort deines Pitchside-Kontos zurücksetzen. Wenn du das warst, wähle mit dem Link unten ein neues.',
  'mail.reset.validity':
    'Der Link funktioniert einmal und {minutes, plural, one {{minutes} Minute} other {{minutes} Minuten}} lang. Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
  'mail.reset.textAction': 'Passwort zurücksetzen:',
  'mail.reset.button': 'Neues Passwort wählen',
  'mail.welcome.subject': 'Dein Pitchside-Konto für {organization}',
  'mail.welcome.intro': '{organization} hat dich zu Pitchside hinzugefügt.',
  'mail.welcome.validity': 'Wähle dein Passwort mit dem Link unten; er funktioniert einmal und {days, plural, one {{days} Tag} other {{days} Tage}} lang.',
  'mail.welcome.textAction': 'Passwort wählen:',
  'mail.welcome.button': 'Passwort wählen',
  'mail.confirmEmail.subject': 'Bestätige deine E-Mail-Adresse für Pitchside',
  'mail.confirmEmail.intro': 'Jemand hat sich mit dieser E-Mail-Adresse bei Pitchside registriert. Wenn du das warst, bestätige die Adresse mit dem Link unten.',
  'mail.confirmEmail.validity':
    'Der Link funktioniert einmal und {hours, plural, one {{hours} Stunde} other {{hours} Stunden}} lang. Wenn du das nicht warst, ignoriere diese E-Mail: Niemand kann die Adresse bei Pitchside nutzen, bevor ihr Inhaber sie bestätigt.',
  'mail.confirmEmail.textAction': 'E-Mail-Adresse bestätigen:',
  'mail.confirmEmail.button': 'E-Mail-Adresse bestätigen',
} satisfies Record<MailMessageId, string>;
