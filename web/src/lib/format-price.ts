/**
 * A provider's price (minor units, as Stripe states it) as people read it: 4900 'eur' → '€49.00'.
 * The currency's own decimals decide the unit (Stripe's JPY prices have none: 4900 'jpy' → '¥4,900').
 */
export function formatPrice(price: { amount: number; currency: string }, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price.amount / 10 ** decimals);
}
