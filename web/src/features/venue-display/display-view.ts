import { formatKickOff, type Announcement, type PublicDivision, type PublicMatch, type PublicStandingsRow, type PublicTournament } from '@pitchside/shared';

/**
 * What a venue screen shows at one moment, computed from what it holds (the tournament, its matches, the
 * announcements, the clock) and nothing else: no state of its own, so a screen that runs all day keeps
 * only the cached reads, whose size is the tournament's, never the day's length (the soak bench).
 */
export interface DisplayView {
  /** The venue's calendar day ('YYYY-MM-DD'): a new day shows the new day's matches by itself. */
  today: string;
  live: PublicMatch[];
  /** Per pitch, the next match to kick off today, with its delay ('10:45 (+20)'). */
  next: { field: string; match: PublicMatch; kickOff: string }[];
  latest: PublicMatch[];
  /** The group table in turn (rotation), or none when no division has one. */
  table: { division: string; bracket: string; rows: PublicStandingsRow[]; index: number; count: number } | null;
  urgent: Announcement | null;
  notices: Announcement[];
}

export interface DisplayInput {
  tournament: Pick<PublicTournament, 'divisions' | 'timeZone'>;
  matches: readonly PublicMatch[];
  announcements: readonly Announcement[];
  /** Division names the organizer chose; empty = every one. */
  divisions: readonly string[];
  rotationSeconds: number;
  now: number;
}

/** Rows a TV shows from five metres: past these the screen would need a smaller font. */
export const DISPLAY_ROWS = { live: 8, next: 10, latest: 6 } as const;

/** One formatter per time zone, made once: the screen asks every second, all day. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string | null | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? undefined, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // An unknown zone: the screen's own.
      format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
    }
    if (dayFormats.size < 8) dayFormats.set(key, format);
  }
  return format;
}

/** The calendar day at `now` where the venue is (the tournament's time zone; the screen's own when it has none). */
export function venueDay(now: number, timeZone: string | null | undefined): string {
  return dayFormat(timeZone).format(now);
}

const byPitch = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const dayOf = (match: PublicMatch) => match.date.slice(0, 10);

function tables(divisions: readonly PublicDivision[]): { division: string; bracket: string; rows: PublicStandingsRow[] }[] {
  const panels: { division: string; bracket: string; rows: PublicStandingsRow[] }[] = [];
  for (const division of divisions) {
    if (division.resultsHidden) continue;
    for (const bracket of division.brackets) if (bracket.table && bracket.table.length > 0) panels.push({ division: division.name, bracket: bracket.name, rows: bracket.table });
  }
  return panels;
}

export function displayView(input: DisplayInput): DisplayView {
  const today = venueDay(input.now, input.tournament.timeZone);
  const shown = new Set(input.divisions);
  const wanted = (division: string) => shown.size === 0 || shown.has(division);
  const todays = input.matches.filter((match) => wanted(match.division) && dayOf(match) === today);

  const live = todays
    .filter((match) => match.class === 'live')
    .sort((a, b) => byPitch(a.field ?? '', b.field ?? ''))
    .slice(0, DISPLAY_ROWS.live);

  const nextByField = new Map<string, PublicMatch>();
  for (const match of todays) {
    if (match.class !== 'upcoming' || !match.field) continue;
    const held = nextByField.get(match.field);
    if (!held || `${match.time}`.localeCompare(held.time) < 0) nextByField.set(match.field, match);
  }
  const next = [...nextByField.entries()]
    .sort(([a], [b]) => byPitch(a, b))
    .slice(0, DISPLAY_ROWS.next)
    .map(([field, match]) => ({ field, match, kickOff: formatKickOff(match.time, match.delayMinutes) }));

  const latest = todays
    .filter((match) => match.class === 'completed' && !match.resultsHidden)
    .sort((a, b) => b.time.localeCompare(a.time) || byPitch(a.field ?? '', b.field ?? ''))
    .slice(0, DISPLAY_ROWS.latest);

  const panels = tables(input.tournament.divisions.filter((division) => wanted(division.name)));
  const index = panels.length > 0 ? Math.floor(input.now / (input.rotationSeconds * 1000)) % panels.length : 0;
  const table = panels.length > 0 ? { ...panels[index]!, index, count: panels.length } : null;

  const urgent = input.announcements.find((announcement) => announcement.urgent) ?? null;
  const notices = input.announcements.filter((announcement) => announcement !== urgent);
  return { today, live, next, latest, table, urgent, notices };
}

/** How old the screen's data is, in whole minutes, when the socket is down ('Updated 3 min ago'). */
export function dataAgeMinutes(updatedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - updatedAt) / 60_000));
}
