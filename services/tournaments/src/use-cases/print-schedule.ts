import {
  dayLabel,
  kickOffText,
  matchStageLabel,
  publicSides,
  resolveDurations,
  scheduleOutputWords,
  slugOf,
  totalMatchSeconds,
  venueTimeNote,
  wallClockIn,
  zoneCity,
  type Locale,
  type PrintScheduleQuery,
  type ScheduleOutputWords,
} from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import { type MatchRecord, type PublicReadRepository, type TournamentRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';
import { publishedTournament } from './published-tournament';
import { pitchKeysOf } from './calendar-feeds';
import { renderSchedulePdf, type PrintDay, type PrintRow } from './print-schedule-pdf';

/**
 * The printable schedule, two doors to one document:
 * - `GET /api/tournaments/{id}/schedule.pdf`: the organizer's (whoever may read the tournament), drafts too;
 * - `GET /api/public/tournaments/{id}/schedule.pdf`: anyone's, of a published tournament only (a draft is
 *   'Tournament not found', like every public read), and without scores where the age group hides results.
 *
 * One day (or every day, each from a new page, without `date`), a table per pitch, narrowed to one pitch
 * (`pitch`: the schedule's pitch id or the slug of its name, as in the calendar feeds) or one team (`team`:
 * its key). A pitch or team that no match names is a 404 that says so, never a blank page; a day without
 * a match prints a page that says so. Its fixed words and dates are in `locale` (the handler's choice: the
 * page's `lang`, else Accept-Language); the organizer's names stay as typed.
 */
export { printScheduleQuerySchema, type PrintScheduleQuery } from '@pitchside/shared';

export interface PrintedSchedule {
  fileName: string;
  content: Uint8Array;
}

/** Matches without a pitch: a key no pitch name can be, titled in the reader's language, printed last. */
const NO_PITCH = '\u0000';

function row(match: MatchRecord, minutes: number, hideResult: boolean, locale: Locale): PrintRow {
  const range = kickOffText(match, minutes);
  const [start, end] = range.split('–') as [string, string | undefined];
  // A late match: the expected kick-off in large type, its delay ('(+20)') beside the end in small type.
  const [kickOff, delay] = start.split(' ') as [string, string | undefined];
  const written = match.status === 'completed' && !hideResult;
  return {
    kickOff,
    ends: [delay, end ? `–${end}` : ''].filter(Boolean).join(' '),
    stage: matchStageLabel(match, locale),
    division: match.division,
    home: match.homeTeam,
    away: match.awayTeam,
    homeScore: written ? String(match.homeScore) : '',
    awayScore: written ? String(match.awayScore) : '',
  };
}

/** Matches grouped by day, then pitch (natural order: Pitch 2 before Pitch 10; no pitch last), by kick-off. */
function days(matches: readonly MatchRecord[], minutes: number, onlyDate: string | undefined, hidden: ReadonlySet<string>, locale: Locale): PrintDay[] {
  const byDay = new Map<string, MatchRecord[]>();
  for (const match of matches) {
    const day = match.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  if (onlyDate && !byDay.has(onlyDate)) byDay.set(onlyDate, []);
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  return [...byDay.keys()].sort().map((date) => {
    const byPitch = new Map<string, MatchRecord[]>();
    for (const match of byDay.get(date) ?? []) {
      const pitch = match.field ?? NO_PITCH;
      byPitch.set(pitch, [...(byPitch.get(pitch) ?? []), match]);
    }
    const pitches = [...byPitch.keys()].sort((a, b) => (a === NO_PITCH ? 1 : b === NO_PITCH ? -1 : collator.compare(a, b)));
    return {
      label: dayLabel(date, locale),
      sections: pitches.map((title) => ({
        title: title === NO_PITCH ? scheduleOutputWords(locale).noPitch : title,
        rows: (byPitch.get(title) ?? [])
          .sort((a, b) => (a.time || '99').localeCompare(b.time || '99') || a.matchId.localeCompare(b.matchId))
          .map((match) => row(match, minutes, hidden.has(match.age), locale)),
      })),
    };
  });
}

/** 'printed 2026-07-14 08:05 Stockholm time', or in UTC (said so) for a tournament without a zone. */
function printStamp(tournament: TournamentRecord, now: Date, words: ScheduleOutputWords): string {
  if (!tournament.timeZone) return words.printedUtc(now.toISOString().slice(0, 16).replace('T', ' '));
  return words.printedAt(wallClockIn(tournament.timeZone, now), zoneCity(tournament.timeZone));
}

interface PrintContext {
  now: Date;
  hidden: ReadonlySet<string>;
  locale: Locale;
}

async function render(tournament: TournamentRecord, all: readonly MatchRecord[], query: PrintScheduleQuery, { now, hidden, locale }: PrintContext): Promise<PrintedSchedule> {
  const onPitch = query.pitch ? all.filter((match) => pitchKeysOf(match).includes(query.pitch as string)) : all;
  if (query.pitch && onPitch.length === 0) throw new NotFoundError(`No matches on a pitch called '${query.pitch}' in this tournament`);
  const ofTeam = query.team ? onPitch.filter((match) => match.homeTeamKey === query.team || match.awayTeamKey === query.team) : onPitch;
  if (query.team && ofTeam.length === 0) throw new NotFoundError('No matches for this team in this tournament');
  const matches = ofTeam.filter((match) => !query.date || match.date.slice(0, 10) === query.date);
  const pitchName = query.pitch ? (onPitch.find((match) => match.field)?.field ?? query.pitch) : null;
  const teamName = query.team ? (ofTeam.map((match) => (match.homeTeamKey === query.team ? match.homeTeam : match.awayTeam))[0] ?? null) : null;
  const minutes = totalMatchSeconds(resolveDurations(tournament)) / 60;
  const words = scheduleOutputWords(locale);
  const content = await renderSchedulePdf({
    title: tournament.name,
    subtitle: [teamName, pitchName, tournament.venue].filter(Boolean).join(' · '),
    timeNote: venueTimeNote(tournament.timeZone, locale),
    days: days(matches, minutes, query.date, hidden, locale),
    emptyMessage: query.date ? words.noneThisDay : words.noneYet,
    printedAt: printStamp(tournament, now, words),
    words,
    createdAt: now,
  });
  const fileName = `${['schedule', slugOf(tournament.name), query.date, query.pitch ? slugOf(pitchName ?? query.pitch) : undefined, teamName ? slugOf(teamName) : undefined].filter(Boolean).join('-')}.pdf`;
  return { fileName, content };
}

export async function printSchedule(
  ports: Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'matches' | 'clock'>,
  actor: Actor,
  orgId: string | undefined,
  tournamentId: string,
  query: PrintScheduleQuery,
  locale: Locale = 'en',
): Promise<PrintedSchedule> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'read');
  const all = await ports.matches.listByTournament(tournament.tournamentId);
  return render(tournament, all, query, { now: ports.clock.now(), hidden: new Set(), locale });
}

/** The public's printout of a published tournament: the same pages, with no score of an age group that hides results. */
export async function publicPrintSchedule(
  ports: Pick<TournamentsPorts, 'tournaments' | 'matches' | 'clock'> & { publicReads: Pick<PublicReadRepository, 'hiddenAges'> },
  tournamentId: string,
  query: PrintScheduleQuery,
  locale: Locale = 'en',
): Promise<PrintedSchedule> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const [stored, hidden] = await Promise.all([ports.matches.listByTournament(tournamentId), ports.publicReads.hiddenAges(tournamentId)]);
  // Sides named as the public may see them before anything is filtered or printed: a hidden age group's
  // filled knockout slot prints its placeholder, and is in no team's printout.
  const all = stored.map((match) => publicSides(match, hidden.has(match.age)));
  return render(tournament, all, query, { now: ports.clock.now(), hidden, locale });
}
