import { dayLabel, kickOffText, publicSchedulePdfRoute, routePath, slugOf, type PublicMatch } from '@pitchside/shared';
import { serverLocale } from '../../../i18n/active-locale';

/**
 * The public printable schedule, arranged three ways (pure, so it is tested without a browser):
 * by day (a table per pitch), by pitch (a table per day) or for one team (a table per day, with the
 * pitch). Kick-offs are the venue's clock (`kickOffText`, the one formatter of a match's time).
 */
export type PrintArrangement = 'day' | 'pitch' | 'team';

export interface PrintLine {
  matchId: string;
  kickOff: string;
  stage: string;
  division: string;
  pitch: string;
  home: string;
  away: string;
  /** '2–1' once played and shown; '' leaves room to write it. */
  score: string;
}

export interface PrintTable {
  title: string;
  lines: PrintLine[];
}
export interface PrintBlock {
  title: string;
  tables: PrintTable[];
}

export const NO_PITCH = 'No pitch';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byPitchName = (a: string, b: string) => (a === NO_PITCH ? 1 : b === NO_PITCH ? -1 : collator.compare(a, b));

/** The group ('Group A', from the server's `matchGroupName`) or knockout round ('Semi-final') of a public match. */
export const stageOf = (match: PublicMatch) => match.groupName ?? match.knockout?.roundName ?? '';

export function printLine(match: PublicMatch): PrintLine {
  const shown = match.homeScore !== null && match.awayScore !== null && match.status === 'completed';
  return {
    matchId: match.matchId,
    kickOff: kickOffText(match),
    stage: stageOf(match),
    division: match.division,
    pitch: match.field ?? NO_PITCH,
    home: match.homeTeam,
    away: match.awayTeam,
    score: shown ? `${match.homeScore}–${match.awayScore}` : '',
  };
}

const byKickOff = (a: PublicMatch, b: PublicMatch) => (a.time || '99').localeCompare(b.time || '99') || a.matchId.localeCompare(b.matchId);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const dayOf = (match: PublicMatch) => match.date.slice(0, 10);
const pitchOf = (match: PublicMatch) => match.field ?? NO_PITCH;

/** The matches a team plays (home or away). */
export const teamMatches = (matches: readonly PublicMatch[], teamKey: string) => matches.filter((match) => match.homeTeamKey === teamKey || match.awayTeamKey === teamKey);

/** `nameDay` names a day in the reader's language (the page passes the active locale's; tests use English). */
export function arrange(matches: readonly PublicMatch[], arrangement: PrintArrangement, date?: string, nameDay: (day: string) => string = dayLabel): PrintBlock[] {
  const chosen = matches.filter((match) => !date || dayOf(match) === date);
  if (arrangement === 'pitch') {
    const pitches = groupBy(chosen, pitchOf);
    return [...pitches.keys()].sort(byPitchName).map((pitch) => {
      const days = groupBy(pitches.get(pitch) ?? [], dayOf);
      return { title: pitch, tables: [...days.keys()].sort().map((day) => ({ title: nameDay(day), lines: [...(days.get(day) ?? [])].sort(byKickOff).map(printLine) })) };
    });
  }
  const days = groupBy(chosen, dayOf);
  return [...days.keys()].sort().map((day) => {
    const ofDay = days.get(day) ?? [];
    if (arrangement === 'team') return { title: nameDay(day), tables: [{ title: '', lines: [...ofDay].sort(byKickOff).map(printLine) }] };
    const pitches = groupBy(ofDay, pitchOf);
    return { title: nameDay(day), tables: [...pitches.keys()].sort(byPitchName).map((pitch) => ({ title: pitch, lines: [...(pitches.get(pitch) ?? [])].sort(byKickOff).map(printLine) })) };
  });
}

/** Every team of the schedule once (by key), by name: the choice of a team's printout. */
export function teamsOf(matches: readonly PublicMatch[]): { teamKey: string; team: string }[] {
  const teams = new Map<string, string>();
  for (const match of matches) {
    if (match.homeTeamKey) teams.set(match.homeTeamKey, match.homeTeam);
    if (match.awayTeamKey) teams.set(match.awayTeamKey, match.awayTeam);
  }
  return [...teams.entries()].map(([teamKey, team]) => ({ teamKey, team })).sort((a, b) => collator.compare(a.team, b.team));
}

/** The days of the schedule, in order. */
export const daysOf = (matches: readonly PublicMatch[]) => [...new Set(matches.map(dayOf))].sort();

/** The public PDF of the same choice (`GET /api/public/tournaments/{id}/schedule.pdf`), in the language on screen. */
export function pdfHref(tournamentId: string, choice: { date?: string | undefined; team?: string | undefined; pitch?: string | undefined }, lang = serverLocale()): string {
  const query = new URLSearchParams();
  if (choice.date) query.set('date', choice.date);
  if (choice.team) query.set('team', choice.team);
  if (choice.pitch) query.set('pitch', slugOf(choice.pitch));
  if (lang) query.set('lang', lang);
  const search = query.toString();
  return `${routePath(publicSchedulePdfRoute, { tournamentId })}${search ? `?${search}` : ''}`;
}
