import { intlLocale } from '../../i18n/active-locale';

/**
 * A venue wall-clock time ('YYYY-MM-DDTHH:mm') or date ('YYYY-MM-DD') as the reader writes it, as the
 * venue's clock shows it: read as UTC and formatted in UTC, so no zone shifts the digits.
 */
export function formatVenueTime(local: string, locale: string, withTime = local.length > 10): string {
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(local)) return local;
  const instant = new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  if (Number.isNaN(instant.getTime())) return local;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(instant);
}

/** A key made once per filled-in form (the server answers a repeat of it with the first answer). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context (a LAN address): random bytes, as hex.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
