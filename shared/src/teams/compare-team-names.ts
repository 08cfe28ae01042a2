// 'en' with numeric collation: 'U9 Blue' before 'U10 Blue', and case does not decide before letters do.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Alphabetical order for team and player names that is total: names equal to the collator (only case
 * or accents differ) are then ordered by code points, so sorting never depends on input order.
 */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
