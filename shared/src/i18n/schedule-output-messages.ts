import type { ScheduleOutputMessageId } from './catalog/schedule-output/en';
import { formatServerMessage } from './format-server-message';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { MessageValues } from './message';

/**
 * The fixed words of the schedules that leave Pitchside (the printable PDF and the calendar feeds' event
 * texts) by id (catalog/schedule-output), in `locale`, English without one (the page's, or the feed URL's
 * `lang`). Team, pitch, division, venue and tournament names are values as typed.
 */
export const scheduleOutputText = (locale: Locale | null | undefined, id: ScheduleOutputMessageId, values?: MessageValues): string =>
  formatServerMessage(locale ?? DEFAULT_LOCALE, values ? { id, values } : { id });

/** The words a printed or subscribed schedule lays out, each worded by its id (`scheduleOutputWords`). */
export interface ScheduleOutputWords {
  headers: { kickOff: string; stage: string; home: string; away: string; score: string };
  /** 'Pitch 1 (3 matches)': a pitch's table title. */
  pitchMatches: (pitch: string, count: number) => string;
  continued: (pitch: string) => string;
  noPitch: string;
  noneThisDay: string;
  noneYet: string;
  page: (page: number, pages: number) => string;
  /** The foot of each page: when it was printed, on the venue's clock ('… Stockholm time'), or in UTC. */
  printedAt: (wallClock: string, city: string) => string;
  printedUtc: (wallClock: string) => string;
  venueTime: string;
  venueTimeZone: (city: string, zone: string) => string;
  group: (letter: string) => string;
  rounds: { final: string; semiFinal: string; quarterFinal: string; thirdPlace: string; roundOf: (teams: number) => string };
  /** A calendar event's title: 'Ajax v Borussia (U12, Group A)'. */
  versus: (home: string, away: string) => string;
  runningLate: (kickOff: string, published: string) => string;
  finalScore: (home: string, homeScore: number, awayScore: number, away: string) => string;
  teamCalendar: (team: string, division: string, tournament: string, venue: string) => string;
  pitchCalendar: (pitch: string, tournament: string, venue: string) => string;
}

/** The printed and subscribed schedule's words in `locale` (English without one), each by its id of catalog/schedule-output. */
export function scheduleOutputWords(locale: Locale | null | undefined): ScheduleOutputWords {
  const words = (id: ScheduleOutputMessageId, values?: MessageValues) => scheduleOutputText(locale, id, values);
  return {
    headers: {
      kickOff: words('scheduleOutput.header.kickOff'),
      stage: words('scheduleOutput.header.stage'),
      home: words('scheduleOutput.header.home'),
      away: words('scheduleOutput.header.away'),
      score: words('scheduleOutput.header.score'),
    },
    pitchMatches: (pitch, count) => words('scheduleOutput.pitchMatches', { pitch, count }),
    continued: (pitch) => words('scheduleOutput.continued', { pitch }),
    noPitch: words('scheduleOutput.noPitch'),
    noneThisDay: words('scheduleOutput.noneThisDay'),
    noneYet: words('scheduleOutput.noneYet'),
    page: (page, pages) => words('scheduleOutput.page', { page, pages }),
    printedAt: (wallClock, city) => words('scheduleOutput.printedAt', { wallClock, city }),
    printedUtc: (wallClock) => words('scheduleOutput.printedUtc', { wallClock }),
    venueTime: words('scheduleOutput.venueTime'),
    venueTimeZone: (city, zone) => words('scheduleOutput.venueTimeZone', { city, zone }),
    group: (letter) => words('scheduleOutput.group', { letter }),
    rounds: {
      final: words('scheduleOutput.round.final'),
      semiFinal: words('scheduleOutput.round.semiFinal'),
      quarterFinal: words('scheduleOutput.round.quarterFinal'),
      thirdPlace: words('scheduleOutput.round.thirdPlace'),
      roundOf: (teams) => words('scheduleOutput.round.roundOf', { teams }),
    },
    versus: (home, away) => words('scheduleOutput.versus', { home, away }),
    runningLate: (kickOff, published) => words('scheduleOutput.runningLate', { kickOff, published }),
    finalScore: (home, homeScore, awayScore, away) => words('scheduleOutput.finalScore', { home, homeScore, awayScore, away }),
    teamCalendar: (team, division, tournament, venue) => words('scheduleOutput.teamCalendar', { team, division, tournament, venue }),
    pitchCalendar: (pitch, tournament, venue) => words('scheduleOutput.pitchCalendar', { pitch, tournament, venue }),
  };
}

/** The knockout rounds the scheduler names (the stored round names, its English vocabulary), by their ids. */
const ROUND_IDS: Readonly<Record<string, ScheduleOutputMessageId>> = {
  Final: 'scheduleOutput.round.final',
  'Semi-final': 'scheduleOutput.round.semiFinal',
  'Quarter-final': 'scheduleOutput.round.quarterFinal',
  'Third place': 'scheduleOutput.round.thirdPlace',
};

/** A knockout round the scheduler named ('Semi-final', 'Round of 16') in `locale`; a name the organizer typed stays as typed. */
export function roundNameIn(locale: Locale, roundName: string): string {
  const id = Object.hasOwn(ROUND_IDS, roundName) ? ROUND_IDS[roundName] : undefined;
  if (id) return scheduleOutputText(locale, id);
  const roundOf = /^Round of (\d+)$/.exec(roundName)?.[1];
  return roundOf ? scheduleOutputText(locale, 'scheduleOutput.round.roundOf', { teams: Number(roundOf) }) : roundName;
}
