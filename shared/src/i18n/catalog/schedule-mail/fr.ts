import type { ScheduleMailMessageId } from './en';

/** The schedule-change e-mail's words in fr (ICU MessageFormat), by the ids of the English catalog. */
export const SCHEDULE_MAIL_FR = {
  'scheduleMail.subject': 'Changement de calendrier : {tournament}',
  'scheduleMail.intro': 'Bonjour {name}, les organisateurs de {tournament} ont déplacé {count, plural, one {un match qui vous concerne} other {{count} matchs qui vous concernent}}.',
  'scheduleMail.outro': 'Vérifiez les nouveaux horaires et terrains. Le calendrier de Pitchside est toujours à jour.',
  'scheduleMail.coachOf': 'entraîneur de {team}',
  'scheduleMail.referee': 'arbitre',
  'scheduleMail.at': '{date} {time}',
  'scheduleMail.atOnPitch': '{date} {time} sur {pitch}',
  'scheduleMail.published': '{time} (publié)',
  'scheduleMail.onTimeAgain': '{time}, de nouveau à l’heure',
} satisfies Record<ScheduleMailMessageId, string>;
