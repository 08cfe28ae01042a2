/**
 * The schedule and team sheets name their columns in words ('Home Team', 'Away Club'); the API and
 * the stored items use camelCase. The mapping happens once, at import, here.
 */
export const SPREADSHEET_COLUMNS = Object.freeze({
  Division: 'division',
  Age: 'age',
  Gender: 'gender',
  Date: 'date',
  'Home Team': 'homeTeam',
  'Home Club': 'homeClub',
  'Away Team': 'awayTeam',
  'Away Club': 'awayClub',
  Status: 'status',
  Team: 'team',
  Bracket: 'bracket',
  Club: 'club',
} as const);

const known = new Map(Object.entries(SPREADSHEET_COLUMNS).map(([header, key]) => [compact(header), key as string]));

function compact(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The camelCase key of a sheet header. Known headers match whatever their case and spacing
 * ('home  team', 'HOME TEAM'); any other header is camelCased word by word ('Jersey Number' →
 * 'jerseyNumber'), which is how players' extra columns are kept.
 */
export function spreadsheetKey(header: string): string {
  const mapped = known.get(compact(header));
  if (mapped) return mapped;
  const words = header
    .trim()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((word, index) => (index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** A sheet row `{ 'Home Team': 'AIK' }` as `{ homeTeam: 'AIK' }`; string values trimmed, blank headers dropped. */
export function mapSpreadsheetRow(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  for (const [header, value] of Object.entries(row)) {
    const key = spreadsheetKey(header);
    if (key) mapped[key] = typeof value === 'string' ? value.trim() : value;
  }
  return mapped;
}
