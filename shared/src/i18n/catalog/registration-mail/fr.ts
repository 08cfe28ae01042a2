import type { RegistrationMailMessageId } from './en';

/** The registration e-mails in fr (ICU MessageFormat), by the ids of the English catalog. */
export const REGISTRATION_MAIL_FR = {
  'registrationMail.subject': 'Votre inscription à {tournament}',
  'registrationMail.hello': 'Bonjour {name},',
  'registrationMail.accepted': '{team} a une place en {division}.',
  'registrationMail.applied': '{team} a une place réservée en {division} ; les organisateurs la confirmeront.',
  'registrationMail.waitlisted': "{team} est sur la liste d''attente de {division}, en position {position}.",
  'registrationMail.refused': "{team} n''a pas obtenu de place en {division} : {reason}",
  'registrationMail.withdrawn': '{team} est retirée de {division}.',
  'registrationMail.released': "{team} a perdu sa place en {division} : les frais d''inscription n''ont pas été payés à temps.",
  'registrationMail.payBy': "Payez avant le {deadline} pour garder la place ; ensuite elle passe à l''équipe suivante de la liste.",
  'registrationMail.price': "Frais d''inscription {total} : {dueNow} maintenant.",
  'registrationMail.priceWithBalance': "Frais d''inscription {total} : {dueNow} maintenant, le reste avant le {balanceDueOn}.",
  'registrationMail.yourPage': 'Retrouvez vos équipes et payez leurs places sur votre page : {link}',
  'registrationMail.outro': 'Répondez aux organisateurs si quelque chose ne va pas. Vous recevrez un e-mail à chaque changement.',
  'registrationMail.receiptSubject': 'Paiement pour {tournament}',
  'registrationMail.received': '{team} : nous avons reçu {amount}. Reste à payer : {left}.',
  'registrationMail.receivedInFull': "{team} : nous avons reçu {amount}. Les frais d'inscription sont entièrement payés.",
  'registrationMail.refunded': '{team} : {amount} vous a été remboursé.',
} as const satisfies Record<RegistrationMailMessageId, string>;
