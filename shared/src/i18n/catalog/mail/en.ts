/**
 * The account e-mails' words (the invitation, the password reset, the welcome of an imported member, the
 * sign-up's address check) in English (ICU MessageFormat), keyed by a stable id. The accounts service lays
 * them out (services/accounts/src/mail); names (the inviter's, the organization's) are values as typed,
 * counts are numbers (their plural is the catalog's). Every other language words the same ids; the English
 * is the original text.
 */
export const MAIL_EN = {
  'mail.orOpenLink': 'Or open this link:',
  'mail.role.referee': 'a referee',
  'mail.role.coach': 'a coach',
  'mail.role.medic': 'a medic',
  'mail.role.admin': 'an admin',
  'mail.role.tournamentadmin': 'a tournament admin',
  'mail.role.refereeassignor': 'a referee assignor',
  'mail.invitation.subject': '{inviter} invited you to {organization} on Pitchside',
  'mail.invitation.intro': '{inviter} invited you to join {organization} on Pitchside as {role}.',
  'mail.invitation.validity': 'The link works once and for {days, plural, one {{days} day} other {{days} days}}. If you were not expecting this, you can decline or ignore it.',
  'mail.invitation.textAction': 'Accept or decline:',
  'mail.invitation.button': 'Open the invitation',
  'mail.reset.subject': 'Reset your Pitchside password',
  'mail.reset.intro': 'Someone asked to reset the password of your Pitchside account. If it was you, choose a new one with the link below.',
  'mail.reset.validity': 'The link works once and for {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}. If it was not you, ignore this e-mail: your password stays as it is.',
  'mail.reset.textAction': 'Reset your password:',
  'mail.reset.button': 'Choose a new password',
  'mail.welcome.subject': 'Your Pitchside account for {organization}',
  'mail.welcome.intro': '{organization} added you to Pitchside.',
  'mail.welcome.validity': 'Choose your password with the link below; it works once and for {days, plural, one {{days} day} other {{days} days}}.',
  'mail.welcome.textAction': 'Choose your password:',
  'mail.welcome.button': 'Choose your password',
  'mail.confirmEmail.subject': 'Confirm your e-mail address for Pitchside',
  'mail.confirmEmail.intro': 'Someone signed up for Pitchside with this e-mail address. If it was you, confirm the address with the link below.',
  'mail.confirmEmail.validity':
    'The link works once and for {hours, plural, one {{hours} hour} other {{hours} hours}}. If it was not you, ignore this e-mail: nobody can use this address on Pitchside until its owner confirms it.',
  'mail.confirmEmail.textAction': 'Confirm your e-mail address:',
  'mail.confirmEmail.button': 'Confirm my e-mail address',
} as const;

export type MailMessageId = keyof typeof MAIL_EN;
