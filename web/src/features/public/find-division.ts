/** A division by its name (the share link's), or by its id. */
export function findDivision<T extends { name: string; divisionId: string }>(divisions: readonly T[], nameOrId: string): T | undefined {
  return divisions.find((division) => division.name === nameOrId) ?? divisions.find((division) => division.divisionId === nameOrId);
}
