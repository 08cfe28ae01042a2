import { replaceEqualDeep } from '@tanstack/react-query';
import type { PublicDivision, PublicMatch, PublicStandingsRow, PublicTeamPage, PublicTournament } from '@pitchside/shared';

/**
 * A phone never shows a score or a table going backwards (docs/delivery.md, "Live scores over WebSocket"). Pushes
 * can arrive late or twice, and a refetch can be answered by an edge copy older than what a push already
 * showed, so every copy carries a version and the newer one wins wherever two meet: a push against the
 * cache, and a fresh read against the cache (the queries' `structuralSharing`).
 */
const versionOf = (match: Pick<PublicMatch, 'version'>) => match.version ?? 0;

/** The copy to show of one match: the incoming one unless the one held is newer. */
export function newerMatch(held: PublicMatch | undefined, incoming: PublicMatch): PublicMatch {
  return held && versionOf(held) > versionOf(incoming) ? held : incoming;
}

/** A fresh list, with any match the held list has in a newer version kept. */
export function keepNewerMatches(held: readonly PublicMatch[] | undefined, incoming: PublicMatch[]): PublicMatch[] {
  if (!held) return incoming;
  const heldById = new Map(held.map((match) => [match.matchId, match]));
  let changed = false;
  const merged = incoming.map((match) => {
    const kept = newerMatch(heldById.get(match.matchId), match);
    if (kept !== match) changed = true;
    return kept;
  });
  return changed ? merged : incoming;
}

const tablesVersion = (division: Pick<PublicDivision, 'standingsVersion'>) => division.standingsVersion ?? 0;

/** A fresh tournament, with any division whose tables the held copy has in a newer version kept. */
export function keepNewerTables(held: PublicTournament | undefined, incoming: PublicTournament): PublicTournament {
  if (!held) return incoming;
  const heldByName = new Map(held.divisions.map((division) => [division.name, division]));
  let changed = false;
  const divisions = incoming.divisions.map((division) => {
    const kept = heldByName.get(division.name);
    if (!kept || tablesVersion(kept) <= tablesVersion(division)) return division;
    changed = true;
    return { ...division, brackets: kept.brackets, standingsVersion: kept.standingsVersion };
  });
  return changed ? { ...incoming, divisions } : incoming;
}

/** A fresh team page, with its matches and its table row kept where the held copy has them newer. */
export function keepNewerTeamPage(held: PublicTeamPage | undefined, incoming: PublicTeamPage): PublicTeamPage {
  if (!held) return incoming;
  const matches = keepNewerMatches(held.matches, incoming.matches);
  const olderRow = (held.standingsVersion ?? 0) > (incoming.standingsVersion ?? 0);
  if (matches === incoming.matches && !olderRow) return incoming;
  return { ...incoming, matches, ...(olderRow ? { standing: held.standing, standingsVersion: held.standingsVersion } : {}) };
}

/**
 * Pushed tables into a cached tournament: only when newer than the division's tables held, so a late or
 * repeated push changes nothing. Returns undefined when there is nothing to change.
 */
export function withPushedTables(held: PublicTournament, division: string, version: number, brackets: PublicDivision['brackets']): PublicTournament | undefined {
  const index = held.divisions.findIndex((candidate) => candidate.name === division);
  const current = held.divisions[index];
  if (!current || tablesVersion(current) >= version) return undefined;
  const divisions = held.divisions.slice();
  divisions[index] = { ...current, brackets, standingsVersion: version };
  return { ...held, divisions };
}

/** A team's row in pushed tables (null when its age group hides results). */
export function pushedRow(brackets: PublicDivision['brackets'], teamKey: string): PublicStandingsRow | null | undefined {
  for (const bracket of brackets) {
    if (bracket.table === null) return null;
    const row = bracket.table.find((candidate) => candidate.teamKey === teamKey);
    if (row) return row;
  }
  return undefined;
}

/**
 * A query's `structuralSharing` that keeps what is newer in the copy held (a refetch answered by an
 * older edge copy after a push), then shares unchanged parts as TanStack Query does by default.
 */
export function keepNewer<T>(merge: (held: T | undefined, incoming: T) => T): (held: unknown, incoming: unknown) => unknown {
  return (held, incoming) => replaceEqualDeep(held, merge(held as T | undefined, incoming as T));
}
