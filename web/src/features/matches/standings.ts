import type { StandingsRow } from './api/get-tournament';

export interface StandingsGroup {
  division: string;
  bracket: string;
  rows: StandingsRow[];
}

/** Teams by division, then bracket, each group ordered by position (unranked teams last, by name). */
export function groupStandings(rows: readonly StandingsRow[]): StandingsGroup[] {
  const groups = new Map<string, StandingsGroup>();
  for (const row of rows) {
    const key = JSON.stringify([row.division, row.bracket]);
    const group = groups.get(key) ?? { division: row.division, bracket: row.bracket, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const rank = (row: StandingsRow) => (row.position > 0 ? row.position : Number.MAX_SAFE_INTEGER);
  return [...groups.values()]
    .map((group) => ({ ...group, rows: group.rows.sort((a, b) => rank(a) - rank(b) || a.team.localeCompare(b.team)) }))
    .sort((a, b) => a.division.localeCompare(b.division) || a.bracket.localeCompare(b.bracket));
}
