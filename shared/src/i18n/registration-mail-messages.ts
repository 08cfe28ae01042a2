import { wordsOf } from './word-table';

/**
 * The registration e-mails' words in each language (issue 32): what the club's contact is told about each
 * of its teams when it applies and on every decision of the organizer, in the language the club applied in.
 * Team, club, division and tournament names and the organizer's reason are passed in as typed.
 */
export interface RegistrationMailWords {
  subject: (tournament: string) => string;
  hello: (name: string) => string;
  /** One line per team. */
  accepted: (team: string, division: string) => string;
  applied: (team: string, division: string) => string;
  waitlisted: (team: string, division: string, position: number) => string;
  refused: (team: string, division: string, reason: string) => string;
  withdrawn: (team: string, division: string) => string;
  /** The price fixed for the team: total, due now, rest by a date. */
  price: (total: string, dueNow: string, balanceDueOn: string | null) => string;
  /** A payment received (the receipt): what came in, and what is left (null when paid in full). */
  received: (team: string, amount: string, left: string | null) => string;
  /** The team's payments went back. */
  refunded: (team: string, amount: string) => string;
  receiptSubject: (tournament: string) => string;
  outro: string;
}

const en: RegistrationMailWords = {
  subject: (tournament) => `Your registration for ${tournament}`,
  hello: (name) => `Hello ${name},`,
  accepted: (team, division) => `${team} has a place in ${division}.`,
  applied: (team, division) => `${team} holds a place in ${division}; the organizers will confirm it.`,
  waitlisted: (team, division, position) => `${team} is on the waiting list of ${division}, number ${position} in line.`,
  refused: (team, division, reason) => `${team} did not get a place in ${division}: ${reason}`,
  withdrawn: (team, division) => `${team} is withdrawn from ${division}.`,
  price: (total, dueNow, balanceDueOn) => `Entry fee ${total}: ${dueNow} now${balanceDueOn ? `, the rest by ${balanceDueOn}` : ''}.`,
  received: (team, amount, left) => `${team}: we received ${amount}. ${left ? `Still to pay: ${left}.` : 'The entry fee is paid in full.'}`,
  refunded: (team, amount) => `${team}: ${amount} is refunded to you.`,
  receiptSubject: (tournament) => `Payment for ${tournament}`,
  outro: 'Reply to the organizers if anything is wrong. You will get an e-mail whenever this changes.',
};

const sv: RegistrationMailWords = {
  subject: (tournament) => `Er anmälan till ${tournament}`,
  hello: (name) => `Hej ${name},`,
  accepted: (team, division) => `${team} har en plats i ${division}.`,
  applied: (team, division) => `${team} har en reserverad plats i ${division}; arrangörerna bekräftar den.`,
  waitlisted: (team, division, position) => `${team} står på reservlistan för ${division}, som nummer ${position} i kön.`,
  refused: (team, division, reason) => `${team} fick ingen plats i ${division}: ${reason}`,
  withdrawn: (team, division) => `${team} är avanmält från ${division}.`,
  price: (total, dueNow, balanceDueOn) => `Anmälningsavgift ${total}: ${dueNow} nu${balanceDueOn ? `, resten senast ${balanceDueOn}` : ''}.`,
  received: (team, amount, left) => `${team}: vi har tagit emot ${amount}. ${left ? `Kvar att betala: ${left}.` : 'Anmälningsavgiften är betald i sin helhet.'}`,
  refunded: (team, amount) => `${team}: ${amount} har återbetalats till er.`,
  receiptSubject: (tournament) => `Betalning för ${tournament}`,
  outro: 'Svara arrangörerna om något är fel. Du får ett e-postmeddelande när något ändras.',
};

const de: RegistrationMailWords = {
  subject: (tournament) => `Ihre Anmeldung für ${tournament}`,
  hello: (name) => `Hallo ${name},`,
  accepted: (team, division) => `${team} hat einen Platz in ${division}.`,
  applied: (team, division) => `${team} hat einen vorgemerkten Platz in ${division}; die Veranstalter bestätigen ihn.`,
  waitlisted: (team, division, position) => `${team} steht auf der Warteliste von ${division}, an Stelle ${position}.`,
  refused: (team, division, reason) => `${team} hat keinen Platz in ${division} bekommen: ${reason}`,
  withdrawn: (team, division) => `${team} ist von ${division} abgemeldet.`,
  price: (total, dueNow, balanceDueOn) => `Startgeld ${total}: ${dueNow} jetzt${balanceDueOn ? `, der Rest bis ${balanceDueOn}` : ''}.`,
  received: (team, amount, left) => `${team}: Wir haben ${amount} erhalten. ${left ? `Noch zu zahlen: ${left}.` : 'Das Startgeld ist vollständig bezahlt.'}`,
  refunded: (team, amount) => `${team}: ${amount} wurden Ihnen erstattet.`,
  receiptSubject: (tournament) => `Zahlung für ${tournament}`,
  outro: 'Antworten Sie den Veranstaltern, wenn etwas nicht stimmt. Sie bekommen eine E-Mail, sobald sich etwas ändert.',
};

const es: RegistrationMailWords = {
  subject: (tournament) => `Tu inscripción en ${tournament}`,
  hello: (name) => `Hola ${name}:`,
  accepted: (team, division) => `${team} tiene plaza en ${division}.`,
  applied: (team, division) => `${team} tiene una plaza reservada en ${division}; la organización la confirmará.`,
  waitlisted: (team, division, position) => `${team} está en la lista de espera de ${division}, en el puesto ${position}.`,
  refused: (team, division, reason) => `${team} no ha obtenido plaza en ${division}: ${reason}`,
  withdrawn: (team, division) => `${team} se ha retirado de ${division}.`,
  price: (total, dueNow, balanceDueOn) => `Cuota de inscripción ${total}: ${dueNow} ahora${balanceDueOn ? `, el resto antes del ${balanceDueOn}` : ''}.`,
  received: (team, amount, left) => `${team}: hemos recibido ${amount}. ${left ? `Queda por pagar: ${left}.` : 'La cuota de inscripción está pagada por completo.'}`,
  refunded: (team, amount) => `${team}: te hemos devuelto ${amount}.`,
  receiptSubject: (tournament) => `Pago para ${tournament}`,
  outro: 'Responde a la organización si algo no es correcto. Recibirás un correo cada vez que esto cambie.',
};

const fr: RegistrationMailWords = {
  subject: (tournament) => `Votre inscription à ${tournament}`,
  hello: (name) => `Bonjour ${name},`,
  accepted: (team, division) => `${team} a une place en ${division}.`,
  applied: (team, division) => `${team} a une place réservée en ${division} ; les organisateurs la confirmeront.`,
  waitlisted: (team, division, position) => `${team} est sur la liste d'attente de ${division}, en position ${position}.`,
  refused: (team, division, reason) => `${team} n'a pas obtenu de place en ${division} : ${reason}`,
  withdrawn: (team, division) => `${team} est retirée de ${division}.`,
  price: (total, dueNow, balanceDueOn) => `Frais d'inscription ${total} : ${dueNow} maintenant${balanceDueOn ? `, le reste avant le ${balanceDueOn}` : ''}.`,
  received: (team, amount, left) => `${team} : nous avons reçu ${amount}. ${left ? `Reste à payer : ${left}.` : "Les frais d'inscription sont entièrement payés."}`,
  refunded: (team, amount) => `${team} : ${amount} vous a été remboursé.`,
  receiptSubject: (tournament) => `Paiement pour ${tournament}`,
  outro: 'Répondez aux organisateurs si quelque chose ne va pas. Vous recevrez un e-mail à chaque changement.',
};

export const registrationMailWords = wordsOf<RegistrationMailWords>({ en, sv, de, es, fr });
