/**
 * Imported team cells (teamId, teamName, teamAge, teamGender) may hold several values separated by
 * semicolons (spec §3): 'U12 Blue; U12 Red;' → ['U12 Blue', 'U12 Red']. Values are trimmed and empty
 * ones dropped; a number cell (an id typed as a number) is one value.
 */
export function splitSemicolonValues(cell: string | number | boolean | null | undefined): string[] {
  if (cell === null || cell === undefined) return [];
  return String(cell)
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
