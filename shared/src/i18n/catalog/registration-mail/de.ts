import type { RegistrationMailMessageId } from './en';

/** The registration e-mails in de (ICU MessageFormat), by the ids of the English catalog. */
export const REGISTRATION_MAIL_DE = {
  'registrationMail.subject': 'Ihre Anmeldung für {tournament}',
  'registrationMail.hello': 'Hallo {name},',
  'registrationMail.accepted': '{team} hat einen Platz in {division}.',
  'registrationMail.applied': '{team} hat einen vorgemerkten Platz in {division}; die Veranstalter bestätigen ihn.',
  'registrationMail.waitlisted': '{team} steht auf der Warteliste von {division}, an Stelle {position}.',
  'registrationMail.refused': '{team} hat keinen Platz in {division} bekommen: {reason}',
  'registrationMail.withdrawn': '{team} ist von {division} abgemeldet.',
  'registrationMail.released': '{team} hat den Platz in {division} verloren: Das Startgeld wurde nicht rechtzeitig bezahlt.',
  'registrationMail.payBy': 'Bezahle bis {deadline}, um den Platz zu behalten; danach geht er an das nächste Team der Warteliste.',
  'registrationMail.price': 'Startgeld {total}: {dueNow} jetzt.',
  'registrationMail.priceWithBalance': 'Startgeld {total}: {dueNow} jetzt, der Rest bis {balanceDueOn}.',
  'registrationMail.yourPage': 'Deine Teams und die Zahlung ihrer Plätze findest du auf deiner Seite: {link}',
  'registrationMail.outro': 'Antworten Sie den Veranstaltern, wenn etwas nicht stimmt. Sie bekommen eine E-Mail, sobald sich etwas ändert.',
  'registrationMail.receiptSubject': 'Zahlung für {tournament}',
  'registrationMail.received': '{team}: Wir haben {amount} erhalten. Noch zu zahlen: {left}.',
  'registrationMail.receivedInFull': '{team}: Wir haben {amount} erhalten. Das Startgeld ist vollständig bezahlt.',
  'registrationMail.refunded': '{team}: {amount} wurden Ihnen erstattet.',
} as const satisfies Record<RegistrationMailMessageId, string>;
