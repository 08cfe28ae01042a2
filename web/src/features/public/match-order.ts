import type { MatchClass, PublicMatch } from '@pitchside/shared';

export const MATCH_TABS = ['live', 'upcoming', 'completed'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** 'past' (dated before today, never completed) is listed with the completed ones, as 'No result'. */
export function tabOf(matchClass: MatchClass): MatchTab {
  return matchClass === 'past' ? 'completed' : matchClass;
}

const when = (match: PublicMatch) => `${match.date || '9999-12-31'} ${match.time || '99:99'}`;

/** Live and upcoming: soonest first; completed: latest first. Then by field and home team, stable. */
export function sortMatches(matches: readonly PublicMatch[], tab: MatchTab): PublicMatch[] {
  const direction = tab === 'completed' ? -1 : 1;
  return [...matches].sort((a, b) => direction * when(a).localeCompare(when(b)) || (a.field ?? '').localeCompare(b.field ?? '', undefined, { numeric: true }) || a.homeTeam.localeCompare(b.homeTeam));
}

export function groupByTab(matches: readonly PublicMatch[]): Record<MatchTab, PublicMatch[]> {
  const groups: Record<MatchTab, PublicMatch[]> = { live: [], upcoming: [], completed: [] };
  for (const match of matches) groups[tabOf(match.class)].push(match);
  return { live: sortMatches(groups.live, 'live'), upcoming: sortMatches(groups.upcoming, 'upcoming'), completed: sortMatches(groups.completed, 'completed') };
}

/** The tab to open when the address names none: live if anything is being played, else what comes next. */
export function defaultTab(groups: Record<MatchTab, PublicMatch[]>): MatchTab {
  if (groups.live.length > 0) return 'live';
  if (groups.upcoming.length > 0) return 'upcoming';
  return groups.completed.length > 0 ? 'completed' : 'upcoming';
}

/** Matches by calendar day, in the given order. */
export function groupByDay(matches: readonly PublicMatch[]): { date: string; matches: PublicMatch[] }[] {
  const days: { date: string; matches: PublicMatch[] }[] = [];
  for (const match of matches) {
    const last = days[days.length - 1];
    if (last && last.date === match.date) last.matches.push(match);
    else days.push({ date: match.date, matches: [match] });
  }
  return days;
}
