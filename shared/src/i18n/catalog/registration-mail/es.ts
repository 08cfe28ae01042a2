import type { RegistrationMailMessageId } from './en';

/** The registration e-mails in es (ICU MessageFormat), by the ids of the English catalog. */
export const REGISTRATION_MAIL_ES = {
  'registrationMail.subject': 'Tu inscripción en {tournament}',
  'registrationMail.hello': 'Hola {name}:',
  'registrationMail.accepted': '{team} tiene plaza en {division}.',
  'registrationMail.applied': '{team} tiene una plaza reservada en {division}; la organización la confirmará.',
  'registrationMail.waitlisted': '{team} está en la lista de espera de {division}, en el puesto {position}.',
  'registrationMail.refused': '{team} no ha obtenido plaza en {division}: {reason}',
  'registrationMail.withdrawn': '{team} se ha retirado de {division}.',
  'registrationMail.released': '{team} ha perdido su plaza en {division}: la cuota de inscripción no se pagó a tiempo.',
  'registrationMail.payBy': 'Paga antes del {deadline} para conservar la plaza; después pasa al siguiente equipo de la lista.',
  'registrationMail.price': 'Cuota de inscripción {total}: {dueNow} ahora.',
  'registrationMail.priceWithBalance': 'Cuota de inscripción {total}: {dueNow} ahora, el resto antes del {balanceDueOn}.',
  'registrationMail.yourPage': 'Consulta tus equipos y paga sus plazas en tu página: {link}',
  'registrationMail.outro': 'Responde a la organización si algo no es correcto. Recibirás un correo cada vez que esto cambie.',
  'registrationMail.receiptSubject': 'Pago para {tournament}',
  'registrationMail.received': '{team}: hemos recibido {amount}. Queda por pagar: {left}.',
  'registrationMail.receivedInFull': '{team}: hemos recibido {amount}. La cuota de inscripción está pagada por completo.',
  'registrationMail.refunded': '{team}: te hemos devuelto {amount}.',
} as const satisfies Record<RegistrationMailMessageId, string>;
