/**
 * The schedule-change e-mail's words (a weather-day shift or a pitch running late, one e-mail per coach and
 * referee) in English (ICU MessageFormat), keyed by a stable id. services/scheduling lays them out; team,
 * tournament and pitch names are values as typed, dates and times as stored. Every other language words the
 * same ids; the English is the original text.
 */
export const SCHEDULE_MAIL_EN = {
  'scheduleMail.subject': 'Schedule change: {tournament}',
  'scheduleMail.intro': 'Hello {name}, the organizers of {tournament} moved {count, plural, one {a match that concerns you} other {{count} matches that concern you}}.',
  'scheduleMail.outro': 'Please check the new times and pitches. The schedule in Pitchside is always the current one.',
  'scheduleMail.coachOf': 'coach of {team}',
  'scheduleMail.referee': 'referee',
  'scheduleMail.at': '{date} {time}',
  'scheduleMail.atOnPitch': '{date} {time} on {pitch}',
  'scheduleMail.published': '{time} (published)',
  'scheduleMail.onTimeAgain': '{time}, on time again',
} as const;

export type ScheduleMailMessageId = keyof typeof SCHEDULE_MAIL_EN;
