import { rankTeams } from './rank-teams';
import { countedResults, type StandingsMatch, type TableNumbers, totalsByTeam } from './team-totals';
import { standingsNumbersOf } from './standings-numbers';
import { completeTieBreakerChain, type TieBreaker } from './tie-breakers';

export interface StandingsOptions {
  /** Teams of the division: each gets a row, with zeros until it has played. */
  teams?: readonly string[];
  /** Ordering criteria, first to last; defaults to the spec's PTS, GD, GF, name. 'name' is always last. */
  tieBreakers?: readonly TieBreaker[];
  /** Per-match cap on the margin counted by the 'cappedGoalDifference' criterion. */
  gdCap?: number;
}

export interface StandingsRow extends TableNumbers {
  /** 1 for the top row, then 2, 3, … with no shared places. */
  position: number;
  /** Why this team is above the next one, for the table's explanation; absent on the last row. */
  decidedBy?: TieBreaker;
}

/**
 * The league table of a set of matches (spec §4, §9): only completed matches count; win 3, draw 1,
 * loss 0. Teams are keyed by their exact name (deduplicating look-alike names is the importer's job).
 * The result depends only on the set of matches, never on their order, so the standings consumer can
 * recompute a division from scratch on every event.
 */
export function computeStandings(matches: readonly StandingsMatch[], options: StandingsOptions = {}): StandingsRow[] {
  const results = countedResults(matches);
  const gdCap = options.gdCap !== undefined && Number.isFinite(options.gdCap) && options.gdCap > 0 ? options.gdCap : undefined;
  const totals = [...totalsByTeam(results, options.teams, gdCap).values()];
  const ranked = rankTeams(totals, completeTieBreakerChain(options.tieBreakers), results);
  return ranked.map(({ totals: t, decidedBy }, index) => ({
    team: t.team,
    ...standingsNumbersOf(t),
    position: index + 1,
    ...(decidedBy === undefined ? {} : { decidedBy }),
  }));
}
