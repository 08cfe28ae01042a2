import {
  bracketGroups,
  computeStandings,
  knockoutSourceLabel,
  parseKnockoutSource,
  resolveKnockout,
  teamKey,
  type KnockoutGroupTable,
  type KnockoutResult,
  type KnockoutSource,
  type TieBreaker,
} from '@pitchside/shared';
import type { MatchRecord, TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';
import type { KnockoutFill, KnockoutSideFill, KnockoutSlotWriter } from '../adapters/knockout-slots';

export interface KnockoutPorts {
  knockout: KnockoutSlotWriter;
}

export const isKnockoutMatch = (match: Pick<MatchRecord, 'stage'>) => match.stage === 'knockout';

const homeKey = (match: MatchRecord) => match.homeTeamKey ?? teamKey(match.homeTeam, match.homeClub);
const awayKey = (match: MatchRecord) => match.awayTeamKey ?? teamKey(match.awayTeam, match.awayClub);

/**
 * Each group's final table. The groups are the division's brackets (`bracketGroups`: the one definition
 * the tables and the scheduler read too, lettered as the knockout's sources name them), and a group's
 * matches are the division's group-stage matches between two of its teams, whatever made them (imported,
 * generated, added by hand). A group is complete when every one of those is completed and every pair of
 * its teams has met, so a match missing from the schedule cannot let a group count as finished early.
 */
export function groupTables(
  tournament: TournamentRecord,
  matches: readonly MatchRecord[],
  teams: readonly Pick<TournamentTeamRecord, 'teamKey' | 'team' | 'bracket'>[],
): Record<string, KnockoutGroupTable> {
  const names = new Map(teams.map((team) => [team.teamKey, team.team]));
  const keyed = matches.filter((match) => !isKnockoutMatch(match)).map((match) => ({ ...match, homeTeam: homeKey(match), awayTeam: awayKey(match) }));
  const tables: Record<string, KnockoutGroupTable> = {};
  for (const group of bracketGroups(teams)) {
    const members = new Set(group.teamIds);
    const played = keyed.filter((match) => members.has(match.homeTeam) && members.has(match.awayTeam));
    const met = new Set(played.filter((m) => m.status === 'completed').map((m) => [m.homeTeam, m.awayTeam].sort().join('\u0000')));
    const everyPair = group.teamIds.every((a, i) => group.teamIds.slice(i + 1).every((b) => met.has([a, b].sort().join('\u0000'))));
    const table = computeStandings(played, {
      teams: group.teamIds,
      ...(tournament.tieBreakers && tournament.tieBreakers.length > 0 ? { tieBreakers: tournament.tieBreakers as TieBreaker[] } : {}),
      ...(tournament.gdCap ? { gdCap: tournament.gdCap } : {}),
    });
    tables[group.label] = {
      complete: everyPair && played.every((match) => match.status === 'completed'),
      rows: table.map(({ team, MP, W, GF, GA, PTS }) => ({ team, name: names.get(team) ?? team, MP, W, GF, GA, PTS })),
    };
  }
  return tables;
}

interface Slot {
  match: MatchRecord;
  code: string;
  home: KnockoutSource;
  away: KnockoutSource;
}

/**
 * Fills the division's knockout from its results (docs/scheduling.md, "Knockout"): a complete group's
 * places, the best thirds once every group is complete, and the winner (and, for the third-place match,
 * the loser) of every completed knockout match. Only matches that have not started are written; one
 * whose team is no longer decided (a group match was reset) shows its placeholder again. Derived from
 * source every time, like the tables, so a repeated or late message changes nothing twice.
 * Returns the matches it changed, for the spectators.
 */
export async function fillKnockout(ports: KnockoutPorts, tournament: TournamentRecord, matches: readonly MatchRecord[], teams: readonly TournamentTeamRecord[]): Promise<MatchRecord[]> {
  return (await fillOnce(ports, tournament, matches, teams)).changed;
}

/** Reads again after a lost race this often at most (each read is the division's match list). */
const ATTEMPTS = 3;

/**
 * `fillKnockout`, and again from a fresh read whenever a write lost its race: two consumers handling two
 * results of one division at once may each have read before the other wrote, and the one that read the
 * older results must not have the last word. The fresh read shows the other's write (or a match that has
 * started since, which is then left alone).
 */
export async function fillKnockoutSettled(
  ports: KnockoutPorts,
  tournament: TournamentRecord,
  matches: readonly MatchRecord[],
  teams: readonly TournamentTeamRecord[],
  reread: () => Promise<MatchRecord[]>,
): Promise<MatchRecord[]> {
  const changed = new Map<string, MatchRecord>();
  let current = matches;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await fillOnce(ports, tournament, current, teams);
    for (const match of result.changed) changed.set(match.matchId, match);
    if (result.conflicts === 0) break;
    current = await reread();
  }
  return [...changed.values()];
}

async function fillOnce(
  ports: KnockoutPorts,
  tournament: TournamentRecord,
  matches: readonly MatchRecord[],
  teams: readonly TournamentTeamRecord[],
): Promise<{ changed: MatchRecord[]; conflicts: number }> {
  const slots: Slot[] = [];
  for (const match of matches) {
    if (!isKnockoutMatch(match) || !match.knockoutCode) continue;
    const home = parseKnockoutSource(match.homeSource);
    const away = parseKnockoutSource(match.awaySource);
    if (home && away) slots.push({ match, code: match.knockoutCode, home, away });
  }
  if (slots.length === 0) return { changed: [], conflicts: 0 };
  const byKey = new Map(teams.map((team) => [team.teamKey, team]));
  const results: Record<string, KnockoutResult> = {};
  for (const { match, code } of slots) {
    if (match.status !== 'completed' || !match.homeTeamKey || !match.awayTeamKey) continue;
    results[code] = {
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      homePenalties: match.homePenalties ?? null,
      awayPenalties: match.awayPenalties ?? null,
      homeTeam: match.homeTeamKey,
      awayTeam: match.awayTeamKey,
    };
  }
  const resolution = resolveKnockout({ slots }, groupTables(tournament, matches, teams), results);

  const fills: KnockoutFill[] = [];
  for (const { match, code, home, away } of slots) {
    // Who played a match that has started is history: never rewritten.
    if (match.status !== '') continue;
    const resolved = resolution.slots[code];
    const side = (key: string | null | undefined, source: KnockoutSource, label: string | null | undefined): KnockoutSideFill => {
      const team = key ? byKey.get(key) : undefined;
      return team ? { team: team.team, teamKey: team.teamKey, club: team.club } : { team: label || knockoutSourceLabel(source), teamKey: null, club: null };
    };
    const homeLabel = match.homeLabel || knockoutSourceLabel(home);
    const awayLabel = match.awayLabel || knockoutSourceLabel(away);
    const sides = { home: side(resolved?.home, home, homeLabel), away: side(resolved?.away, away, awayLabel) };
    const same = (current: string | null, fill: KnockoutSideFill, shown: string) => (current ?? null) === fill.teamKey && shown === fill.team;
    if (same(match.homeTeamKey, sides.home, match.homeTeam) && same(match.awayTeamKey, sides.away, match.awayTeam)) continue;
    // Written with the teams, so a row made before these attributes existed keeps its slot once its placeholder is replaced.
    const attributes = {
      knockoutCode: code,
      roundName: match.roundName ?? null,
      knockoutOrder: match.knockoutOrder ?? null,
      homeSource: match.homeSource as string,
      awaySource: match.awaySource as string,
      homeLabel,
      awayLabel,
    };
    fills.push({ match, sides, attributes });
  }
  if (fills.length === 0) return { changed: [], conflicts: 0 };
  // All of the bracket's changes or none: a lost race is read again and decided anew.
  if (!(await ports.knockout.fill(fills))) return { changed: [], conflicts: fills.length };
  const changed = fills.map(({ match, sides, attributes }): MatchRecord => ({
    ...match,
    ...attributes,
    version: match.version + 1,
    homeTeam: sides.home.team,
    homeTeamKey: sides.home.teamKey,
    homeClub: sides.home.club,
    awayTeam: sides.away.team,
    awayTeamKey: sides.away.teamKey,
    awayClub: sides.away.club,
  }));
  return { changed, conflicts: 0 };
}
