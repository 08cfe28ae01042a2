import type { RegistrationMailMessageId } from './en';

/** The registration e-mails in sv (ICU MessageFormat), by the ids of the English catalog. */
export const REGISTRATION_MAIL_SV = {
  'registrationMail.subject': 'Er anmälan till {tournament}',
  'registrationMail.hello': 'Hej {name},',
  'registrationMail.accepted': '{team} har en plats i {division}.',
  'registrationMail.applied': '{team} har en reserverad plats i {division}; arrangörerna bekräftar den.',
  'registrationMail.waitlisted': '{team} står på reservlistan för {division}, som nummer {position} i kön.',
  'registrationMail.refused': '{team} fick ingen plats i {division}: {reason}',
  'registrationMail.withdrawn': '{team} är avanmält från {division}.',
  'registrationMail.released': '{team} har förlorat sin plats i {division}: anmälningsavgiften betalades inte i tid.',
  'registrationMail.payBy': 'Betala senast {deadline} för att behålla platsen; därefter går den till nästa lag i kön.',
  'registrationMail.price': 'Anmälningsavgift {total}: {dueNow} nu.',
  'registrationMail.priceWithBalance': 'Anmälningsavgift {total}: {dueNow} nu, resten senast {balanceDueOn}.',
  'registrationMail.yourPage': 'Se era lag och betala för deras platser på er sida: {link}',
  'registrationMail.outro': 'Svara arrangörerna om något är fel. Du får ett e-postmeddelande när något ändras.',
  'registrationMail.receiptSubject': 'Betalning för {tournament}',
  'registrationMail.received': '{team}: vi har tagit emot {amount}. Kvar att betala: {left}.',
  'registrationMail.receivedInFull': '{team}: vi har tagit emot {amount}. Anmälningsavgiften är betald i sin helhet.',
  'registrationMail.refunded': '{team}: {amount} har återbetalats till er.',
} as const satisfies Record<RegistrationMailMessageId, string>;
