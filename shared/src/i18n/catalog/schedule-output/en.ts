/**
 * The fixed words of the schedules that leave Pitchside (the printable PDF and the calendar feeds' event texts)
 * in English (ICU MessageFormat), keyed by a stable id. Team, pitch, division, venue and tournament names are
 * values as typed, counts and scores numbers (a count's plural is the catalog's). Every other language words
 * the same ids; the PDF's words match the printable page's (`print.*` in the web catalogs).
 */
export const SCHEDULE_OUTPUT_EN = {
  'scheduleOutput.header.kickOff': 'Kick-off',
  'scheduleOutput.header.stage': 'Group / round',
  'scheduleOutput.header.home': 'Home',
  'scheduleOutput.header.away': 'Away',
  'scheduleOutput.header.score': 'Score',
  'scheduleOutput.pitchMatches': '{pitch} ({count, plural, one {{count} match} other {{count} matches}})',
  'scheduleOutput.continued': '{pitch} (continued)',
  'scheduleOutput.noPitch': 'No pitch',
  'scheduleOutput.noneThisDay': 'No matches on this day.',
  'scheduleOutput.noneYet': 'No matches scheduled yet.',
  'scheduleOutput.page': 'Page {page} of {pages}',
  'scheduleOutput.printedAt': 'printed {wallClock} {city} time',
  'scheduleOutput.printedUtc': 'printed {wallClock} UTC',
  'scheduleOutput.venueTime': 'Times are local time at the venue',
  'scheduleOutput.venueTimeZone': 'Times are local time at the venue ({city}, {zone})',
  'scheduleOutput.group': 'Group {letter}',
  'scheduleOutput.round.final': 'Final',
  'scheduleOutput.round.semiFinal': 'Semi-final',
  'scheduleOutput.round.quarterFinal': 'Quarter-final',
  'scheduleOutput.round.thirdPlace': 'Third place',
  'scheduleOutput.round.roundOf': 'Round of {teams}',
  'scheduleOutput.versus': '{home} v {away}',
  'scheduleOutput.runningLate': 'Running late: kick-off {kickOff}, published {published}',
  'scheduleOutput.finalScore': 'Final score: {home} {homeScore}–{awayScore} {away}',
  'scheduleOutput.teamCalendar': '{team} ({division}) at {tournament}, {venue}',
  'scheduleOutput.pitchCalendar': 'Matches on {pitch} at {tournament}, {venue}',
} as const;

export type ScheduleOutputMessageId = keyof typeof SCHEDULE_OUTPUT_EN;
