import { knockoutWinner, type KnockoutScore } from '../match/knockout-winner';
import { compareNames } from '../teams/compare-team-names';
import type { KnockoutSource } from './knockout-source';

/** A group's final table row, as the standings compute it (position = index in `rows` + 1). */
export interface KnockoutTableRow {
  /** Whatever identifies the team for the caller (a team id, a team key). */
  team: string;
  /** For the last tie-break (alphabetical), when `team` is not the name. */
  name?: string;
  MP: number;
  W: number;
  GF: number;
  GA: number;
  PTS: number;
}

export interface KnockoutGroupTable {
  /** Every group match is completed: only then do its places count. */
  complete: boolean;
  /** In table order (first place first). */
  rows: readonly KnockoutTableRow[];
}

/** A completed knockout match. `homeTeam`/`awayTeam`, when given, are who really played (they win over the resolution). */
export interface KnockoutResult extends KnockoutScore {
  homeTeam?: string | null;
  awayTeam?: string | null;
}

/** The bracket as far as resolving needs it: a `KnockoutBracket`, or the same read back from match rows. */
export interface KnockoutBracketShape {
  slots: readonly { code: string; home: KnockoutSource; away: KnockoutSource }[];
}

export interface ResolvedSlot {
  home: string | null;
  away: string | null;
  /** Set once the match is completed with a winner. */
  winner: string | null;
  loser: string | null;
}

export interface KnockoutResolution {
  /** Every slot by code; a side is null until its team is decided. */
  slots: Record<string, ResolvedSlot>;
  /** The teams in the best-of place, best first, once every group is complete; else null. */
  bestRanking: string[] | null;
  /** Which team fills 'Best 3rd #rank' (rank → team), after any swap that avoids a group rematch in round one. */
  bestAssignment: Record<number, string>;
  champion: string | null;
}

/**
 * The teams of every knockout slot that is decided: a group place once that group is complete, a best
 * third once every group is complete, a winner or loser once that match is completed with a winner
 * (extra time and penalties count: `knockoutWinner`). Undecided sides are null. Pure: the standings
 * consumer calls it after each result and writes what changed.
 */
export function resolveKnockout(bracket: KnockoutBracketShape, groups: Readonly<Record<string, KnockoutGroupTable>>, results: Readonly<Record<string, KnockoutResult>>): KnockoutResolution {
  const allComplete = Object.values(groups).length > 0 && Object.values(groups).every((group) => group.complete);
  const bestPlace = bracket.slots.flatMap((s) => [s.home, s.away]).find((source) => source.kind === 'best')?.place;
  const bestRanking = bestPlace !== undefined && allComplete ? rankAcrossGroups(groups, bestPlace) : null;
  const bestAssignment = bestRanking ? assignBest(bracket, groups, bestRanking) : {};

  const slots: Record<string, ResolvedSlot> = {};
  const byCode = new Map(bracket.slots.map((s) => [s.code, s]));
  const resolving = new Set<string>();
  const resolveSlot = (code: string): ResolvedSlot | undefined => {
    const known = slots[code];
    if (known) return known;
    const slot = byCode.get(code);
    if (!slot || resolving.has(code)) return undefined; // a cycle in hand-edited rows resolves to nothing
    resolving.add(code);
    const result = results[code];
    const home = result?.homeTeam || teamOf(slot.home);
    const away = result?.awayTeam || teamOf(slot.away);
    const side = result && home && away ? knockoutWinner(result) : null;
    const resolved: ResolvedSlot = {
      home,
      away,
      winner: side === 'home' ? home : side === 'away' ? away : null,
      loser: side === 'home' ? away : side === 'away' ? home : null,
    };
    slots[code] = resolved;
    return resolved;
  };
  const teamOf = (source: KnockoutSource): string | null => {
    switch (source.kind) {
      case 'group': {
        const group = groups[source.group];
        return group?.complete ? (group.rows[source.place - 1]?.team ?? null) : null;
      }
      case 'best':
        return bestAssignment[source.rank] ?? null;
      case 'winner':
        return resolveSlot(source.match)?.winner ?? null;
      case 'loser':
        return resolveSlot(source.match)?.loser ?? null;
    }
  };
  for (const slot of bracket.slots) resolveSlot(slot.code);
  const final = slots.F;
  return { slots, bestRanking, bestAssignment, champion: final?.winner ?? null };
}

interface Candidate extends KnockoutTableRow {
  group: string;
}

/**
 * The teams in `place` of every group, best first: points, goal difference, goals scored, wins, then name.
 * Head-to-head means nothing across groups, so it is not used. When the groups differ in size the
 * numbers are compared per match played (cross-multiplied, so no rounding), or a team of a larger
 * group would be ahead for having played more.
 */
export function rankAcrossGroups(groups: Readonly<Record<string, KnockoutGroupTable>>, place: number): string[] {
  const candidates: Candidate[] = Object.entries(groups).flatMap(([group, table]) => {
    const row = table.rows[place - 1];
    return row ? [{ ...row, group }] : [];
  });
  const perMatch = new Set(candidates.map((c) => c.MP)).size > 1;
  const compareBy = (pick: (c: Candidate) => number) => (a: Candidate, b: Candidate) => (perMatch ? pick(b) * Math.max(a.MP, 1) - pick(a) * Math.max(b.MP, 1) : pick(b) - pick(a));
  const chain = [compareBy((c) => c.PTS), compareBy((c) => c.GF - c.GA), compareBy((c) => c.GF), compareBy((c) => c.W)];
  return [...candidates]
    .sort((a, b) => chain.reduce((result, compare) => result || compare(a, b), 0) || compareNames(a.name ?? a.team, b.name ?? b.team) || a.group.localeCompare(b.group))
    .map((c) => c.team);
}

/**
 * Ranked best thirds go to 'Best 3rd #1', '#2', … in rank order, unless one would meet a team of its own
 * group in round one: then the assignment with the fewest such rematches is taken, and among those the
 * one closest to rank order (compared slot by slot from #1).
 */
function assignBest(bracket: KnockoutBracketShape, groups: Readonly<Record<string, KnockoutGroupTable>>, ranking: readonly string[]): Record<number, string> {
  const groupOfTeam = new Map<string, string>();
  for (const [group, table] of Object.entries(groups)) for (const row of table.rows) groupOfTeam.set(row.team, group);
  const ranks: number[] = [];
  const opponentGroup = new Map<number, string | undefined>();
  for (const slot of bracket.slots) {
    for (const [mine, other] of [
      [slot.home, slot.away],
      [slot.away, slot.home],
    ] as const) {
      if (mine.kind !== 'best') continue;
      ranks.push(mine.rank);
      opponentGroup.set(mine.rank, other.kind === 'group' ? other.group : undefined);
    }
  }
  ranks.sort((a, b) => a - b);
  const teams = ranks.map((_, i) => ranking[i]).filter((team): team is string => team !== undefined);
  const clash = (rank: number, team: string) => opponentGroup.get(rank) !== undefined && opponentGroup.get(rank) === groupOfTeam.get(team);
  // Depth-first in rank order with a budget of rematches: the first assignment found is the closest to rank order.
  let budgetNodes = 100_000;
  for (let budget = 0; budget <= ranks.length; budget++) {
    const chosen: string[] = [];
    const used = new Set<string>();
    const search = (index: number, left: number): boolean => {
      if (index === teams.length) return true;
      if (--budgetNodes < 0) return false;
      for (const team of teams) {
        if (used.has(team)) continue;
        const cost = clash(ranks[index] as number, team) ? 1 : 0;
        if (cost > left) continue;
        used.add(team);
        chosen.push(team);
        if (search(index + 1, left - cost)) return true;
        used.delete(team);
        chosen.pop();
      }
      return false;
    };
    if (search(0, budget)) return Object.fromEntries(chosen.map((team, i) => [ranks[i] as number, team]));
    if (budgetNodes < 0) break;
  }
  return Object.fromEntries(teams.map((team, i) => [ranks[i] as number, team]));
}
