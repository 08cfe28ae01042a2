import type { ScheduleMailMessageId } from './en';

/** The schedule-change e-mail's words in es (ICU MessageFormat), by the ids of the English catalog. */
export const SCHEDULE_MAIL_ES = {
  'scheduleMail.subject': 'Cambio de calendario: {tournament}',
  'scheduleMail.intro': 'Hola {name}: los organizadores de {tournament} han movido {count, plural, one {un partido que te afecta} other {{count} partidos que te afectan}}.',
  'scheduleMail.outro': 'Revisa las nuevas horas y campos. El calendario de Pitchside es siempre el vigente.',
  'scheduleMail.coachOf': 'entrenador de {team}',
  'scheduleMail.referee': 'árbitro',
  'scheduleMail.at': '{date} {time}',
  'scheduleMail.atOnPitch': '{date} {time} en {pitch}',
  'scheduleMail.published': '{time} (publicada)',
  'scheduleMail.onTimeAgain': '{time}, de nuevo en hora',
} satisfies Record<ScheduleMailMessageId, string>;
