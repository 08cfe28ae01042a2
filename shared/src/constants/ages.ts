/** Age options u6 … u19 (spec §9). The value is what is stored; the label is what people read. */
export const AGES = ['u6', 'u7', 'u8', 'u9', 'u10', 'u11', 'u12', 'u13', 'u14', 'u15', 'u16', 'u17', 'u18', 'u19'] as const;
export type Age = (typeof AGES)[number];

export function ageLabel(age: Age): string {
  return `Under ${age.slice(1)}`;
}

export const AGE_OPTIONS: readonly { value: Age; label: string }[] = AGES.map((value) => ({ value, label: ageLabel(value) }));

export function isAge(value: string): value is Age {
  return (AGES as readonly string[]).includes(value);
}

/**
 * Spreadsheets write ages as 'U12', 'u 12', 'Under 12' or plain '12'; importers map them to one value
 * here so a division created by hand and one imported from a sheet compare equal.
 */
export function toAge(value: string | number | null | undefined): Age | undefined {
  if (value === null || value === undefined) return undefined;
  const match = /^(?:u|under)?\s*(\d{1,2})$/i.exec(String(value).trim());
  const candidate = match ? `u${Number(match[1])}` : '';
  return isAge(candidate) ? candidate : undefined;
}
