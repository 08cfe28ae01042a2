/** A team as the spec's data gives it: a bare name, or a name with the club it belongs to. */
export type TeamRef = string | { name: string; club?: string | null };

const SEPARATORS = /^[-–—:|/,.]+$/;
const tokens = (text: string) => text.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Spec §5: team equality is by name with the club name removed, so 'Hammarby IF U12 Blue' of club
 * 'Hammarby IF' is the same team as 'U12 Blue'. Case and spacing never matter. The club known on
 * either side is removed from both names, since one source may know the club and the other not;
 * two teams whose clubs are both known and differ are never the same (every club has a 'U12').
 */
export function sameTeam(a: TeamRef, b: TeamRef): boolean {
  const clubA = clubOf(a);
  const clubB = clubOf(b);
  if (clubA && clubB && tokens(clubA).join(' ') !== tokens(clubB).join(' ')) return false;
  const club = clubA ?? clubB;
  return teamKey(nameOf(a), club) === teamKey(nameOf(b), club);
}

/**
 * The comparable form of a team name: lower case, without the club's words and any dash or colon
 * left dangling where they were, spaces removed. A name that is nothing but the club (the club's
 * first team) keeps its full name.
 */
export function teamKey(name: string, club?: string | null): string {
  const words = tokens(name);
  const clubWords = club ? tokens(club) : [];
  const at = indexOfSequence(words, clubWords);
  if (at === -1) return words.join('');
  const kept = trimSeparators([...words.slice(0, at), ...words.slice(at + clubWords.length)]);
  return (kept.length > 0 ? kept : words).join('');
}

/** Keeps the first of each group of teams that are `sameTeam` (spec §5: tournament teams are deduplicated by name). */
export function dedupeTeamsByName<T extends TeamRef>(teams: readonly T[]): T[] {
  const kept: T[] = [];
  for (const team of teams) if (!kept.some((other) => sameTeam(other, team))) kept.push(team);
  return kept;
}

function nameOf(team: TeamRef): string {
  return typeof team === 'string' ? team : team.name;
}

function clubOf(team: TeamRef): string | undefined {
  const club = typeof team === 'string' ? undefined : team.club?.trim();
  return club ? club : undefined;
}

function indexOfSequence(words: readonly string[], sequence: readonly string[]): number {
  if (sequence.length === 0) return -1;
  for (let start = 0; start + sequence.length <= words.length; start++) {
    if (sequence.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

function trimSeparators(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && SEPARATORS.test(words[start] ?? '')) start++;
  while (end > start && SEPARATORS.test(words[end - 1] ?? '')) end--;
  return words.slice(start, end);
}
