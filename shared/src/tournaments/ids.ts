import { DEFAULT_BRACKET } from '../constants/tournament-options';

/**
 * Ids derived from names, so a division or bracket typed by an organizer and the same one read from a
 * spreadsheet land on the same item. The importer and the tournaments service both use these.
 */

/** Lower case, accents dropped, every run of other characters a single '-': 'Boys U12 – Elite' → 'boys-u12-elite'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/** A division's id: the slug of its name (docs/data-model.md). Two names with the same slug are one division. */
export function divisionIdOf(name: string): string {
  return slugOf(name);
}

/**
 * A bracket's id: the slug of its name, inside its division when it has one, so 'Group A' of Boys U12 and
 * 'Group A' of Girls U12 are two brackets. 'Default' without a division is 'default'.
 */
export function bracketIdOf(name: string, divisionId?: string | null): string {
  const slug = slugOf(name);
  return divisionId ? `${divisionId}--${slug}` : slug;
}

export const DEFAULT_BRACKET_ID = bracketIdOf(DEFAULT_BRACKET);

/**
 * The stored teamId of a team imported with a sheet's own id. Team ids are table keys shared by every
 * organization, so the sheet's '1042' becomes '<orgId>:1042': two organizations' sheets never collide,
 * and importing the same sheet twice finds the same team (spec §5: skip a team whose id exists).
 */
export function importedTeamId(orgId: string, externalId: string): string {
  return `${orgId}:${externalId.trim()}`;
}

/**
 * Whether a tournament team is in a bracket: by the bracket's id, which says its division too ('Group A'
 * of Boys U12 is `boys-u12--group-a`). Only a team stored without a bracket id is matched by name, and
 * then only inside the bracket's division. By name alone, a tournament-wide 'Group A' made before an
 * import counted the imported 'Group A' teams of every division as its own.
 */
export function inBracket(bracket: { bracketId: string; name: string; divisionId: string | null }, team: { bracket: string; bracketId?: string | null; divisionId: string | null }): boolean {
  if (team.bracketId) return team.bracketId === bracket.bracketId;
  return team.bracket === bracket.name && (!bracket.divisionId || team.divisionId === bracket.divisionId);
}
