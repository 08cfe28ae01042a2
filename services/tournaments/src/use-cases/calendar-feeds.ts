import {
  DEFAULT_LOCALE,
  expectedKickOff,
  formatKickOff,
  hasKickOff,
  lateMinutesOf,
  matchStageLabel,
  publicSides,
  resolveDurations,
  scheduleOutputWords,
  slugOf,
  totalMatchSeconds,
  type Locale,
  type ScheduleOutputWords,
} from '@pitchside/shared';
import { NotFoundError, type Clock } from '@pitchside/core';
import { type MatchRecord, type MatchRepository, type PublicReadRepository, type TournamentRecord, type TournamentRepository } from '@pitchside/core/data';
import { formatCalendar, type CalendarEvent } from './calendar-ics';
import { publishedTournament } from './published-tournament';

/**
 * Calendar feeds (ICS) of a published tournament: one per team and one per pitch, for phones to
 * subscribe to (docs/scheduling.md, "Schedules out"). Like every public read: a draft is 'Tournament not
 * found', nothing private is written (no e-mail, uid, referee or player), and a division whose age group
 * hides its results shows its fixtures but never a score. The events' texts are in the feed URL's `lang`
 * (calendar apps send no Accept-Language), English without one; names stay as typed.
 */
export interface CalendarPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  matches: Pick<MatchRepository, 'listByTournament'>;
  publicReads: Pick<PublicReadRepository, 'standings' | 'hiddenAges'>;
  clock: Clock;
}

/** What subscribers are asked to keep between fetches (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
export const CALENDAR_REFRESH_MINUTES = 15;

export interface CalendarFile {
  fileName: string;
  content: string;
}

/** The stored pitch id when the schedule placed the match on a pitch (`pitchId`), else null. */
function pitchIdOf(match: MatchRecord): string | null {
  return typeof match.pitchId === 'string' && match.pitchId !== '' ? match.pitchId : null;
}

/**
 * The keys a match's pitch answers to in URLs: the schedule's `pitchId` when the match has one, and the
 * slug of its `field` (the pitch's name) always, so a link built from the name shown publicly works
 * whether or not the match was placed by the scheduler.
 */
export function pitchKeysOf(match: MatchRecord): string[] {
  const keys = new Set<string>();
  const id = pitchIdOf(match);
  if (id) keys.add(id);
  if (match.field) {
    const slug = slugOf(match.field);
    if (slug) keys.add(slug);
  }
  return [...keys];
}

/** The pitch key a link should use: the schedule's pitch id, else the slug of the field's name. */
export function pitchKeyOf(match: MatchRecord): string | null {
  return pitchKeysOf(match)[0] ?? null;
}

function scoreLine(match: MatchRecord, hidden: boolean, words: ScheduleOutputWords): string | null {
  if (hidden || match.status !== 'completed') return null;
  return words.finalScore(match.homeTeam, match.homeScore, match.awayScore, match.awayTeam);
}

/** One match as an event of a feed. `feed` keeps the UID distinct per feed (a match is in several). */
function toEvent(match: MatchRecord, tournament: TournamentRecord, hidden: boolean, feed: string, locale: Locale): CalendarEvent {
  const words = scheduleOutputWords(locale);
  const minutes = totalMatchSeconds(resolveDurations(tournament)) / 60;
  // A delay changes the event as much as a goal does: the later of the two is when it last changed.
  const stamp =
    [match.lastUpdate, match.delayedAt]
      .filter((at): at is string => Boolean(at))
      .sort()
      .at(-1) ??
    tournament.publishedAt ??
    tournament.createdAt;
  // Running late: the event sits at the expected kick-off (the row's `version`, the SEQUENCE, went up with the delay).
  const late = hasKickOff(match.time) ? lateMinutesOf(match) : 0;
  const stage = matchStageLabel(match, locale);
  const description = [
    late ? words.runningLate(formatKickOff(match.time, late), match.time as string) : null,
    scoreLine(match, hidden, words),
    [match.division, stage].filter(Boolean).join(' · '),
    tournament.name,
  ]
    .filter(Boolean)
    .join('\n');
  const location = [match.field, tournament.venue].filter(Boolean).join(', ');
  return {
    uid: `${match.matchId}.${feed}.${tournament.tournamentId}@pitchside`,
    stamp: new Date(stamp),
    sequence: match.version,
    date: match.date.slice(0, 10),
    time: hasKickOff(match.time) ? expectedKickOff(match.time, late) : null,
    durationMinutes: minutes,
    summary: `${words.versus(match.homeTeam, match.awayTeam)} (${[match.division, stage].filter(Boolean).join(', ')})`,
    location: location || null,
    description,
  };
}

const calendarFileName = (...parts: string[]) =>
  `${
    parts
      .map((part) => slugOf(part))
      .filter(Boolean)
      .join('-') || 'calendar'
  }.ics`;

/**
 * The tournament's matches with their sides as the public may see them: a knockout slot that results
 * filled in an age group that hides them keeps its placeholder, so it is in no team's feed and names no team.
 */
async function publicMatchesOf(ports: CalendarPorts, tournamentId: string): Promise<{ hidden: Set<string>; matches: MatchRecord[] }> {
  const [hidden, matches] = await Promise.all([ports.publicReads.hiddenAges(tournamentId), ports.matches.listByTournament(tournamentId)]);
  return { hidden, matches: matches.map((match) => publicSides(match, hidden.has(match.age))) };
}

/** Every match of the team (home or away), by kick-off. 404 'Team document does not exist.' for an unknown team. */
export async function teamCalendar(ports: CalendarPorts, tournamentId: string, teamKey: string, locale: Locale = DEFAULT_LOCALE): Promise<CalendarFile> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  const [rows, { hidden, matches }] = await Promise.all([ports.publicReads.standings(tournamentId), publicMatchesOf(ports, tournamentId)]);
  const team = rows.find((row) => row.teamKey === teamKey);
  if (!team) throw new NotFoundError('Team document does not exist.');
  const feed = `team-${slugOf(teamKey) || 'team'}`;
  const events = matches.filter((match) => match.homeTeamKey === teamKey || match.awayTeamKey === teamKey).map((match) => toEvent(match, tournament, hidden.has(match.age), feed, locale));
  const content = formatCalendar({
    name: `${team.team} · ${tournament.name}`,
    description: scheduleOutputWords(locale).teamCalendar(team.team, team.division, tournament.name, tournament.venue),
    refreshMinutes: CALENDAR_REFRESH_MINUTES,
    timeZone: tournament.timeZone ?? null,
    events,
  });
  return { fileName: calendarFileName(tournament.name, team.team), content };
}

/**
 * Every match on the pitch, by kick-off. A pitch is known by its matches, so a key no match names (yet,
 * or any more after a weather-day move) answers an empty calendar rather than a 404 that a phone would
 * show as a broken subscription. The key must look like a key (a slug or an id).
 */
export async function pitchCalendar(ports: CalendarPorts, tournamentId: string, pitchKey: string, locale: Locale = DEFAULT_LOCALE): Promise<CalendarFile> {
  const tournament = await publishedTournament(ports.tournaments, tournamentId);
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._:-]{0,99}$/u.test(pitchKey)) throw new NotFoundError('Pitch not found');
  const { hidden, matches } = await publicMatchesOf(ports, tournamentId);
  const own = matches.filter((match) => pitchKeysOf(match).includes(pitchKey));
  const pitchName = own.find((match) => match.field)?.field ?? pitchKey;
  const feed = `pitch-${slugOf(pitchKey) || 'pitch'}`;
  const content = formatCalendar({
    name: `${pitchName} · ${tournament.name}`,
    description: scheduleOutputWords(locale).pitchCalendar(pitchName, tournament.name, tournament.venue),
    refreshMinutes: CALENDAR_REFRESH_MINUTES,
    timeZone: tournament.timeZone ?? null,
    events: own.map((match) => toEvent(match, tournament, hidden.has(match.age), feed, locale)),
  });
  return { fileName: calendarFileName(tournament.name, pitchName), content };
}
