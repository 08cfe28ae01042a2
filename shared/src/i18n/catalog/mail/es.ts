import type { MailMessageId } from './en';

/** The account e-mails' words in es (ICU MessageFormat), by the ids of the English catalog. */
export const MAIL_ES = {
  'mail.orOpenLink': 'O abre este enlace:',
  'mail.role.referee': 'árbitro',
  'mail.role.coach': 'entrenador',
  'mail.role.medic': 'sanitario',
  'mail.role.admin': 'administrador',
  'mail.role.tournamentadmin': 'administrador del torneo',
  'mail.role.refereeassignor': 'designador de árbitros',
  'mail.invitation.subject': '{inviter} te ha invitado a {organization} en Pitchside',
  'mail.invitation.intro': '{inviter} te ha invitado a unirte a {organization} en Pitchside como {role}.',
  'mail.invitation.validity': 'El enlace funciona una sola vez y durante {days, plural, one {{days} día} other {{days} días}}. Si no lo esperabas, puedes rechazarlo o ignorarlo.',
  'mail.invitation.textAction': 'Aceptar o rechazar:',
  'mail.invitation.button': 'Abrir la invitación',
  'mail.reset.subject': 'Restablece tu contraseña de Pitchside',
  'mail.reset.intro': 'Alguien ha pedido restablecer la contraseña de tu cuenta de Pitchside. Si has sido tú, elige una nueva con el enlace de abajo.',
  'mail.reset.validity':
    'El enlace funciona una sola vez y durante {minutes, plural, one {{minutes} minuto} other {{minutes} minutos}}. Si no has sido tú, ignora este correo: tu contraseña no cambia.',
  'mail.reset.textAction': 'Restablece tu contraseña:',
  'mail.reset.button': 'Elegir una contraseña nueva',
  'mail.welcome.subject': 'Tu cuenta de Pitchside para {organization}',
  'mail.welcome.intro': '{organization} te ha añadido a Pitchside.',
  'mail.welcome.validity': 'Elige tu contraseña con el enlace de abajo; funciona una sola vez y durante {days, plural, one {{days} día} other {{days} días}}.',
  'mail.welcome.textAction': 'Elige tu contraseña:',
  'mail.welcome.button': 'Elegir tu contraseña',
  'mail.confirmEmail.subject': 'Confirma tu dirección de correo para Pitchside',
  'mail.confirmEmail.intro': 'Alguien se ha registrado en Pitchside con esta dirección de correo. Si has sido tú, confirma la dirección con el enlace de abajo.',
  'mail.confirmEmail.validity':
    'El enlace funciona una sola vez y durante {hours, plural, one {{hours} hora} other {{hours} horas}}. Si no has sido tú, ignora este correo: nadie puede usar esta dirección en Pitchside hasta que su titular la confirme.',
  'mail.confirmEmail.textAction': 'Confirma tu dirección de correo:',
  'mail.confirmEmail.button': 'Confirmar mi dirección de correo',
} satisfies Record<MailMessageId, string>;
