import type { ScheduleMailMessageId } from './en';

/** The schedule-change e-mail's words in de (ICU MessageFormat), by the ids of the English catalog. */
export const SCHEDULE_MAIL_DE = {
  'scheduleMail.subject': 'Spielplanänderung: {tournament}',
  'scheduleMail.intro': 'Hallo {name}, die Veranstalter von {tournament} haben {count, plural, one {ein Spiel verlegt, das dich betrifft} other {{count} Spiele verlegt, die dich betreffen}}.',
  'scheduleMail.outro': 'Bitte prüfe die neuen Zeiten und Plätze. Der Spielplan in Pitchside ist immer der aktuelle.',
  'scheduleMail.coachOf': 'Trainer von {team}',
  'scheduleMail.referee': 'Schiedsrichter',
  'scheduleMail.at': '{date} {time}',
  'scheduleMail.atOnPitch': '{date} {time} auf {pitch}',
  'scheduleMail.published': '{time} (veröffentlicht)',
  'scheduleMail.onTimeAgain': '{time}, wieder pünktlich',
} satisfies Record<ScheduleMailMessageId, string>;
