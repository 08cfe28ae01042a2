import { compareNames } from '../teams/compare-team-names';
import type { CountedResult, TeamTotals } from './team-totals';
import { totalsByTeam } from './team-totals';
import type { TieBreaker } from './tie-breakers';

/** Negative when `a` ranks above `b`. */
type Compare = (a: TeamTotals, b: TeamTotals) => number;

export interface RankedTeam {
  totals: TeamTotals;
  /** The criterion that put this team above the next one; absent on the last row. */
  decidedBy?: TieBreaker;
}

const OVERALL: Record<Exclude<TieBreaker, 'headToHead'>, Compare> = {
  points: (a, b) => b.PTS - a.PTS,
  goalDifference: (a, b) => b.GD - a.GD,
  goalsFor: (a, b) => b.GF - a.GF,
  cappedGoalDifference: (a, b) => b.cappedGD - a.cappedGD,
  goalsAgainst: (a, b) => a.GA - b.GA,
  wins: (a, b) => b.W - a.W,
  fairPlay: (a, b) => b.fairPlay - a.fairPlay,
  name: (a, b) => compareNames(a.team, b.team),
};

/**
 * Orders teams by the chain: split them into groups by the first criterion, then order each group
 * by the rest. Because each level only ever looks inside a group of teams equal so far, the table
 * does not depend on the order matches or teams were given in. The chain must end with 'name'.
 */
export function rankTeams(teams: readonly TeamTotals[], chain: readonly TieBreaker[], results: readonly CountedResult[]): RankedTeam[] {
  if (teams.length <= 1) return teams.map((totals) => ({ totals }));
  const [criterion, ...rest] = chain;
  if (criterion === undefined) return teams.map((totals) => ({ totals }));
  const compare = criterion === 'headToHead' ? headToHeadCompare(teams, results) : OVERALL[criterion];
  const groups = partition(teams, compare);
  if (groups.length === 1) return rankTeams(teams, rest, results);
  // UEFA: head-to-head is applied again to any still-tied subset (with only that subset's matches)
  // before the next criterion is looked at.
  const next = criterion === 'headToHead' ? chain : rest;
  return groups.flatMap((group, index) => {
    const ranked = rankTeams(group, next, results);
    const last = ranked[ranked.length - 1];
    if (last && index < groups.length - 1) last.decidedBy = criterion;
    return ranked;
  });
}

/** The mini-league among `teams` only: points, then goal difference, then goals scored. */
function headToHeadCompare(teams: readonly TeamTotals[], results: readonly CountedResult[]): Compare {
  const names = new Set(teams.map((team) => team.team));
  const among = results.filter((result) => names.has(result.home) && names.has(result.away));
  const mini = totalsByTeam(among, names);
  const of = (team: TeamTotals) => mini.get(team.team) ?? team;
  return (a, b) => {
    const x = of(a);
    const y = of(b);
    return y.PTS - x.PTS || y.GD - x.GD || y.GF - x.GF;
  };
}

function partition(teams: readonly TeamTotals[], compare: Compare): TeamTotals[][] {
  const groups: TeamTotals[][] = [];
  for (const team of [...teams].sort(compare)) {
    const current = groups[groups.length - 1];
    const head = current?.[0];
    if (current && head && compare(head, team) === 0) current.push(team);
    else groups.push([team]);
  }
  return groups;
}
