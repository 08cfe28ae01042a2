/** The progress messages of a spreadsheet import, in order (spec §4); hasSchedule is set after the last. */
export const IMPORT_PROGRESS_STEPS = Object.freeze([
  'Loading',
  'Adding divisions to tournament',
  'Adding age groups to tournament',
  'Adding brackets to tournament',
  'Adding teams to tournament',
  'Adding matches to tournament',
] as const);
export type ImportProgressStep = (typeof IMPORT_PROGRESS_STEPS)[number];

/**
 * Spec §5: an import skips a team whose id already exists. Ids repeated inside the same sheet are
 * imported once (the first row wins), so importing a sheet twice changes nothing.
 */
export function teamsToImport<T extends { id?: string | null }>(teams: readonly T[], existingIds: Iterable<string>): T[] {
  const seen = new Set(existingIds);
  return teams.filter((team) => {
    const id = team.id?.trim();
    if (!id) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Spec §5: an import skips a player without a team id and a player whose registrationId already
 * exists (in the store or earlier in the sheet). Players without a registrationId are imported.
 */
export function playersToImport<T extends { teamId?: string | null; registrationId?: string | null }>(players: readonly T[], existingRegistrationIds: Iterable<string>): T[] {
  const seen = new Set(existingRegistrationIds);
  return players.filter((player) => {
    if (!player.teamId?.trim()) return false;
    const registrationId = player.registrationId?.trim();
    if (!registrationId) return true;
    if (seen.has(registrationId)) return false;
    seen.add(registrationId);
    return true;
  });
}
