/**
 * The registration e-mails in English (ICU MessageFormat), keyed by id: what the club's contact is told about
 * each of its teams when it applies and on every decision of the organizer (services/registration/src/mail).
 * Team, club, division and tournament names and the organizer's reason are values as typed; amounts and
 * dates come formatted in the mail's language.
 */
export const REGISTRATION_MAIL_EN = {
  'registrationMail.subject': 'Your registration for {tournament}',
  'registrationMail.hello': 'Hello {name},',
  'registrationMail.accepted': '{team} has a place in {division}.',
  'registrationMail.applied': '{team} holds a place in {division}; the organizers will confirm it.',
  'registrationMail.waitlisted': '{team} is on the waiting list of {division}, number {position} in line.',
  'registrationMail.refused': '{team} did not get a place in {division}: {reason}',
  'registrationMail.withdrawn': '{team} is withdrawn from {division}.',
  'registrationMail.released': '{team} lost its place in {division}: the entry fee was not paid in time.',
  'registrationMail.payBy': 'Pay by {deadline} to keep the place; after that it goes to the next team in line.',
  'registrationMail.price': 'Entry fee {total}: {dueNow} now.',
  'registrationMail.priceWithBalance': 'Entry fee {total}: {dueNow} now, the rest by {balanceDueOn}.',
  'registrationMail.yourPage': 'See your teams and pay for their places on your page: {link}',
  'registrationMail.outro': 'Reply to the organizers if anything is wrong. You will get an e-mail whenever this changes.',
  'registrationMail.receiptSubject': 'Payment for {tournament}',
  'registrationMail.received': '{team}: we received {amount}. Still to pay: {left}.',
  'registrationMail.receivedInFull': '{team}: we received {amount}. The entry fee is paid in full.',
  'registrationMail.refunded': '{team}: {amount} is refunded to you.',
} as const;

export type RegistrationMailMessageId = keyof typeof REGISTRATION_MAIL_EN;
