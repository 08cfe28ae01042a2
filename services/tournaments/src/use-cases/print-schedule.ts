import * as z from 'zod';
import { expectedKickOff, formatKickOff, resolveDurations, slugOf, totalMatchSeconds } from '@pitchside/shared';
import type { Actor, MatchRecord } from '@pitchside/core';
import type { TournamentsPorts } from '../ports';
import { tournamentFor } from './access';
import { pitchKeysOf } from './calendar-feeds';
import { renderSchedulePdf, type PrintDay, type PrintRow } from './print-schedule-pdf';

/**
 * `GET /api/tournaments/{id}/schedule.pdf?date=YYYY-MM-DD&pitch=<key>`: the organizer's printable
 * schedule. One day (or every day, each from a new page, without `date`), a table per pitch, or one
 * pitch with `pitch` (its key: the schedule's pitch id or the slug of its name, as in the calendar feeds).
 * Who may: whoever may read the tournament (its organization's admin, a linked tournament admin).
 */
export const printScheduleQuerySchema = z.strictObject({
  date: z.iso.date('Use a date like 2026-07-14').optional(),
  pitch: z.string().trim().min(1).max(100).optional(),
});
export type PrintScheduleQuery = z.infer<typeof printScheduleQuerySchema>;

export interface PrintedSchedule {
  fileName: string;
  content: Uint8Array;
}

const NO_PITCH = 'No pitch';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'Tuesday 14 July 2026' (spelled out here: ICU versions differ on the comma). */
function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(at.getTime())) return date;
  return `${WEEKDAYS[at.getUTCDay()]} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

function endOf(time: string, minutes: number): string {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = (hours * 60 + mins + Math.round(minutes)) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function row(match: MatchRecord, minutes: number): PrintRow {
  const known = /^\d{2}:\d{2}$/.test(match.time);
  const late = match.status === '' ? (match.delayMinutes ?? 0) : 0;
  return {
    // Running late: '10:45 (+20)–11:35', the expected kick-off and end (the published time is in the delay).
    time: known ? `${formatKickOff(match.time, late)}–${endOf(expectedKickOff(match.time, late), minutes)}` : '—',
    division: match.division,
    bracket: match.bracket && match.bracket !== 'Default' ? match.bracket : '',
    home: match.homeTeam,
    away: match.awayTeam,
    result: match.status === 'completed' ? `${match.homeScore}–${match.awayScore}` : '',
  };
}

/** Matches grouped by day, then pitch (natural order: Pitch 2 before Pitch 10; no pitch last), by kick-off. */
function days(matches: readonly MatchRecord[], minutes: number, onlyDate: string | undefined): PrintDay[] {
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
          .map((match) => row(match, minutes)),
      })),
    };
  });
}

export async function printSchedule(ports: Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'matches' | 'clock'>, actor: Actor, orgId: string | undefined, tournamentId: string, query: PrintScheduleQuery): Promise<PrintedSchedule> {
  const { tournament } = await tournamentFor(ports, actor, orgId, tournamentId, 'read');
  const all = await ports.matches.listByTournament(tournament.tournamentId);
  const matches = all.filter((match) => (!query.date || match.date.slice(0, 10) === query.date) && (!query.pitch || pitchKeysOf(match).includes(query.pitch)));
  const pitchName = query.pitch ? (matches.find((match) => match.field)?.field ?? query.pitch) : null;
  const minutes = totalMatchSeconds(resolveDurations(tournament)) / 60;
  const now = ports.clock.now();
  const content = await renderSchedulePdf({
    title: tournament.name,
    subtitle: [pitchName, tournament.venue].filter(Boolean).join(' · '),
    days: days(matches, minutes, query.date),
    printedAt: `printed ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    createdAt: now,
  });
  const fileName = `${['schedule', slugOf(tournament.name), query.date, query.pitch ? slugOf(query.pitch) : undefined].filter(Boolean).join('-')}.pdf`;
  return { fileName, content };
}
