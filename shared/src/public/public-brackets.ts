import type { PublicDivision, PublicStandingsRow } from './public-api';

/** A team's stored standings, as far as the public table needs them. */
export interface StandingsSourceRow extends PublicStandingsRow {
  bracket: string;
  standingsVersion?: number | null;
}

/**
 * A division's public tables from its teams' rows: one per bracket (by name), each ordered by position
 * (unranked last, then by name). The public read and the consumer's 'standings' push both build them
 * here, so a table pushed to a phone is the very table a read would give.
 */
export function publicBrackets(rows: readonly StandingsSourceRow[], resultsHidden: boolean): PublicDivision['brackets'] {
  const names = [...new Set(rows.map((row) => row.bracket))].sort();
  return names.map((name) => ({
    name,
    table: resultsHidden
      ? null
      : rows
          .filter((row) => row.bracket === name)
          .sort((a, b) => (a.position || 999) - (b.position || 999) || a.team.localeCompare(b.team))
          .map(({ position, team, teamKey, club, MP, W, D, L, GF, GA, GD, PTS, decidedBy }) => ({ position, team, teamKey, club, MP, W, D, L, GF, GA, GD, PTS, decidedBy })),
  }));
}

/** The version of a division's tables: the newest its rows were written with (0 before any result). */
export function standingsVersionOf(rows: readonly Pick<StandingsSourceRow, 'standingsVersion'>[]): number {
  return rows.reduce((max, row) => Math.max(max, row.standingsVersion ?? 0), 0);
}
