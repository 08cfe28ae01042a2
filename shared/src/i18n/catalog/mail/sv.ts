import type { MailMessageId } from './en';

/** The account e-mails' words in sv (ICU MessageFormat), by the ids of the English catalog. */
export const MAIL_SV = {
  'mail.orOpenLink': 'Eller öppna den här länken:',
  'mail.role.referee': 'domare',
  'mail.role.coach': 'tränare',
  'mail.role.medic': 'sjukvårdare',
  'mail.role.admin': 'administratör',
  'mail.role.tournamentadmin': 'turneringsadministratör',
  'mail.role.refereeassignor': 'domartillsättare',
  'mail.invitation.subject': '{inviter} har bjudit in dig till {organization} på Pitchside',
  'mail.invitation.intro': '{inviter} har bjudit in dig att gå med i {organization} på Pitchside som {role}.',
  'mail.invitation.validity': 'Länken fungerar en gång och i {days, plural, one {{days} dag} other {{days} dagar}}. Om du inte väntade dig detta kan du tacka nej eller strunta i det.',
  'mail.invitation.textAction': 'Tacka ja eller nej:',
  'mail.invitation.button': 'Öppna inbjudan',
  'mail.reset.subject': 'Återställ ditt lösenord på Pitchside',
  'mail.reset.intro': 'Någon har bett om att återställa lösenordet till ditt Pitchside-konto. Om det var du, välj ett nytt med länken nedan.',
  'mail.reset.validity':
    'Länken fungerar en gång och i {minutes, plural, one {{minutes} minut} other {{minutes} minuter}}. Om det inte var du kan du strunta i det här meddelandet: ditt lösenord förblir detsamma.',
  'mail.reset.textAction': 'Återställ ditt lösenord:',
  'mail.reset.button': 'Välj ett nytt lösenord',
  'mail.welcome.subject': 'Ditt Pitchside-konto för {organization}',
  'mail.welcome.intro': '{organization} har lagt till dig i Pitchside.',
  'mail.welcome.validity': 'Välj ditt lösenord med länken nedan; den fungerar en gång och i {days, plural, one {{days} dag} other {{days} dagar}}.',
  'mail.welcome.textAction': 'Välj ditt lösenord:',
  'mail.welcome.button': 'Välj ditt lösenord',
  'mail.confirmEmail.subject': 'Bekräfta din e-postadress för Pitchside',
  'mail.confirmEmail.intro': 'Någon har registrerat sig på Pitchside med den här e-postadressen. Om det var du, bekräfta adressen med länken nedan.',
  'mail.confirmEmail.validity':
    'Länken fungerar en gång och i {hours, plural, one {{hours} timme} other {{hours} timmar}}. Om det inte var du kan du strunta i det här meddelandet: ingen kan använda adressen på Pitchside förrän dess ägare har bekräftat den.',
  'mail.confirmEmail.textAction': 'Bekräfta din e-postadress:',
  'mail.confirmEmail.button': 'Bekräfta min e-postadress',
} satisfies Record<MailMessageId, string>;
