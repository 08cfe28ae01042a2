import type { ScheduleMailMessageId } from './en';

/** The schedule-change e-mail's words in sv (ICU MessageFormat), by the ids of the English catalog. */
export const SCHEDULE_MAIL_SV = {
  'scheduleMail.subject': 'Ändrat spelschema: {tournament}',
  'scheduleMail.intro': 'Hej {name}, arrangörerna av {tournament} har flyttat {count, plural, one {en match} other {{count} matcher}} som berör dig.',
  'scheduleMail.outro': 'Kontrollera de nya tiderna och planerna. Spelschemat i Pitchside är alltid det aktuella.',
  'scheduleMail.coachOf': 'tränare för {team}',
  'scheduleMail.referee': 'domare',
  'scheduleMail.at': '{date} {time}',
  'scheduleMail.atOnPitch': '{date} {time} på {pitch}',
  'scheduleMail.published': '{time} (publicerad)',
  'scheduleMail.onTimeAgain': '{time}, i tid igen',
} satisfies Record<ScheduleMailMessageId, string>;
