import { DEFAULT_BRACKET } from '../constants/tournament-options';
import { groupLabel } from './group-label';

/** What a division's group stage needs of a tournament team: who it is and which bracket it is in. */
export interface BracketMember {
  teamKey: string;
  bracket: string;
}

export interface BracketGroup {
  /** 'A', 'B', …: the group's letter in fixture ids, match rows and knockout sources ('group:A:1'). */
  label: string;
  /** The bracket's name, as the tables show it. */
  bracket: string;
  teamIds: string[];
}

/**
 * A division's groups as its teams' brackets say — the one definition of a tournament's groups, read by
 * the standings tables (a table per bracket), the scheduler (its fixtures) and the knockout (who finished
 * where). Brackets in name order with 'Default' last, lettered A, B, …, each bracket's teams by key.
 * A draw by the scheduler is written to the brackets first ('Group A', 'Group B'), so it reads back the same.
 */
export function bracketGroups(teams: readonly BracketMember[]): BracketGroup[] {
  const byBracket = new Map<string, string[]>();
  for (const team of teams) byBracket.set(team.bracket, [...(byBracket.get(team.bracket) ?? []), team.teamKey]);
  const isDefault = (name: string) => name.trim().toLowerCase() === DEFAULT_BRACKET.toLowerCase();
  return [...byBracket.entries()]
    .sort(([a], [b]) => Number(isDefault(a)) - Number(isDefault(b)) || a.localeCompare(b, 'en', { numeric: true }))
    .map(([bracket, ids], index) => ({ label: groupLabel(index), bracket, teamIds: [...ids].sort() }));
}
