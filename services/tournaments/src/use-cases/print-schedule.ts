import * as z from 'zod';
import {
  dayLabel, kickOffText, matchStageLabel, MESSAGES, resolveDurations, slugOf, totalMatchSeconds, venueTimeNote, wallClockIn,
} from '@pitchside/shared';
import { NotFoundError, type Actor } from '@pitchside/core';
import { type MatchRecord, type PublicReadRepository, type TournamentRecord } from '@pitchside/core/data';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';
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
 * a match prints a page that says so.
 */
export const printScheduleQuerySchema = z.strictObject({
  date: z.iso.date('Use a date like 2026-07-14').optional(),
  pitch: z.string().trim().min(1).max(100).optional(),
  team: z.string().trim().min(1).max(200).optional(),
});
export type PrintScheduleQuery = z.infer<typeof printScheduleQuerySchema>;

export interface PrintedSchedule {
  fileName: string;
  content: Uint8Array;
}

const NO_PITCH = 'No pitch';

function row(match: MatchRecord, minutes: number, hideResult: boolean): PrintRow {
  const range = kickOffText(match, minutes);
  const [start, end] = range.split('–') as [string, string | undefined];
  // A late match: the expected kick-off in large type, its delay ('(+20)') beside the end in small type.
  const [kickOff, delay] = start.split(' ') as [string, string | undefined];
  const written = match.status === 'completed' && !hideResult;
  return {
    kickOff,
    ends: [delay, end ? `–${end}` : ''].filter(Boolean).join(' '),
    stage: matchStageLabel(match),
    division: match.division,
    home: match.homeTeam,
    away: match.awayTeam,
    homeScore: written ? String(match.homeScore) : '',
    awayScore: written ? String(match.awayScore) : '',
  };
}

/** Matches grouped by day, then pitch (natural order: Pitch 2 before Pitch 10; no pitch last), by kick-off. */
function days(matches: readonly MatchRecord[], minutes: number, onlyDate: string | undefined, hidden: ReadonlySet<string>): PrintDay[] {
  const byDay = new Map<string, MatchRecord[]>();
  for (const match of matches) {
    const day = match.date.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), match]);
  }
  if (onlyDate && !byDay.has(onlyDate)) byDay.set(onlyDate, []);
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...byDay.keys()].sort().map((date) => {
    const byPitch = new Map<string, MatchRecord[]>();
    for (const match of byDay.get(date) ?? []) {
      const pitch = match.field ?? NO_PITCH;
      byPitch.set(pitch, [...(byPitch.get(pitch) ?? []), match]);
    }
    const pitches = [...byPitch.keys()].sort((a, b) => (a === NO_PITCH ? 1 : b === NO_PITCH ? -1 : collator.compare(a, b)));
    return {
      label: dayLabel(date),
      sections: pitches.map((title) => ({
        title,
        rows: (byPitch.get(title) ?? [])
          .sort((a, b) => (a.time || '99').localeCompare(b.time || '99') || a.matchId.localeCompare(b.matchId))
          .map((match) => row(match, minutes, hidden.has(match.age))),
      })),
    };
  });
}

/** 'printed 2026-07-14 08:05 Stockholm time', or in UTC (said so) for a tournament without a zone. */
function printStamp(tournament: TournamentRecord, now: Date): string {
  if (!tournament.timeZone) return `printed ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const city = tournament.timeZone.split('/').pop()?.replace(/_/g, ' ') ?? tournament.timeZone;
  return `printed ${wallClockIn(tournament.timeZone, now)} ${city} time`;
}

async function render(tournament: TournamentRecord, all: readonly MatchRecord[], query: PrintScheduleQuery, now: Date, hidden: ReadonlySet<string>): Promise<PrintedSchedule> {
  const onPitch = query.pitch ? all.filter((match) => pitchKeysOf(match).includes(query.pitch as string)) : all;
  if (query.pitch && onPitch.length === 0) throw new NotFoundError(`No matches on a pitch called '${query.pitch}' in this tournament`);
  const ofTeam = query.team ? onPitch.filter((match) => match.homeTeamKey === query.team || match.awayTeamKey === query.team) : onPitch;
  if (query.team && ofTeam.length === 0) throw new NotFoundError('No matches for this team in this tournament');
  const matches = ofTeam.filter((match) => !query.date || match.date.slice(0, 10) === query.date);
  const pitchName = query.pitch ? (onPitch.find((match) => match.field)?.field ?? query.pitch) : null;
  const teamName = query.team ? ofTeam.map((match) => (match.homeTeamKey === query.team ? match.homeTeam : match.awayTeam))[0] ?? null : null;
  const minutes = totalMatchSeconds(resolveDurations(tournament)) / 60;
  const content = await renderSchedulePdf({
    title: tournament.name,
    subtitle: [teamName, pitchName, tournament.venue].filter(Boolean).join(' · '),
    timeNote: venueTimeNote(tournament.timeZone),
    days: days(matches, minutes, query.date, hidden),
    emptyMessage: query.date ? 'No matches on this day.' : 'No matches scheduled yet.',
    printedAt: printStamp(tournament, now),
    createdAt: now,
  });
  const fileName = `${['schedule', slugOf(tournament.name), query.date, query.pitch ? slugOf(pitchName ?? query.pitch) : undefined, teamName ? slugOf(teamName) : undefined].filter(Boolean).join('-')}.pdf`;
  return { fileName, content };
}

export async function printSchedule(ports: Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'matches' | 'clock'>, actor: Actor, orgId: string | undefined, tournamentId: string, query: PrintScheduleQuery): Promise<PrintedSchedule> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'read');
  const all = await ports.matches.listByTournament(tournament.tournamentId);
  return render(tournament, all, query, ports.clock.now(), new Set());
}

/** The public's printout of a published tournament: the same pages, with no score of an age group that hides results. */
export async function publicPrintSchedule(
  ports: Pick<TournamentsPorts, 'tournaments' | 'matches' | 'clock'> & { publicReads: Pick<PublicReadRepository, 'hiddenAges'> },
  tournamentId: string,
  query: PrintScheduleQuery,
): Promise<PrintedSchedule> {
  const tournament = tournamentId ? await ports.tournaments.get(tournamentId) : null;
  if (!tournament || tournament.draft) throw new NotFoundError(MESSAGES.tournamentNotFound);
  const [all, hidden] = await Promise.all([ports.matches.listByTournament(tournamentId), ports.publicReads.hiddenAges(tournamentId)]);
  return render(tournament, all, query, ports.clock.now(), hidden);
}
