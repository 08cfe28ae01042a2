/** 'A', 'B', …, 'Z', 'AA', … for the group at `index` (0-based). */
export function groupLabel(index: number): string {
  let label = '';
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) label = String.fromCharCode(65 + (n % 26)) + label;
  return label;
}
