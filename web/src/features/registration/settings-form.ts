import { REGISTRATION_LIMITS, zoneOffsetMinutes, type RegistrationDivisionView, type RegistrationSettingsInput, type RegistrationState } from '@pitchside/shared';

// The admin's own (not shared with the public form: a module both used would be a chunk of its own).
/** How many minor units a currency has (SEK, EUR: 2; JPY: 0). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount as typed (1500.5) → minor units (150050) of `currency`; null for an empty field. */
export function toMinorUnits(amount: number | null | undefined, currency: string): number | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return null;
  return Math.round(amount * 10 ** currencyDigits(currency));
}

/** Minor units → the amount to show in a field; null stays empty. */
export function fromMinorUnits(amount: number | null, currency: string): number | null {
  return amount === null ? null : amount / 10 ** currencyDigits(currency);
}

/** The settings form's fields: amounts as people type them (1500.50), dates as the native inputs give them. */
export interface SettingsValues {
  opensAt: string;
  closesAt: string;
  places: number | null;
  review: RegistrationSettingsInput['review'];
  entryFee: number | null;
  currency: string;
  earlyFee: number | null;
  earlyUntil: string;
  deposit: number | null;
  balanceDueOn: string;
  squadDeadline: string;
  documents: string[];
  terms: string;
  payHours: number | null;
}

/** The venue's wall clock `days` from now, at the start of the hour, as the datetime-local input writes it. */
function venueTimeIn(days: number, now: Date, zone: string): string {
  const at = new Date(now.getTime() + days * 86_400_000);
  return `${new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000).toISOString().slice(0, 13)}:00`;
}

/** The form's first values: the division's settings, or a registration that opens now (venue time) for four weeks. */
export function settingsValues(registration: RegistrationDivisionView | null, zone: string, now = new Date()): SettingsValues {
  if (!registration) {
    return {
      opensAt: venueTimeIn(0, now, zone),
      closesAt: venueTimeIn(28, now, zone),
      places: 16,
      review: 'firstCome',
      entryFee: null,
      currency: 'EUR',
      earlyFee: null,
      earlyUntil: '',
      deposit: null,
      balanceDueOn: '',
      squadDeadline: '',
      documents: [],
      terms: '',
      payHours: REGISTRATION_LIMITS.payHours.default,
    };
  }
  const { currency } = registration;
  return {
    opensAt: registration.opensAt,
    closesAt: registration.closesAt,
    places: registration.places,
    review: registration.review,
    entryFee: fromMinorUnits(registration.entryFee, currency),
    currency,
    earlyFee: fromMinorUnits(registration.earlyFee, currency),
    earlyUntil: registration.earlyUntil ?? '',
    deposit: fromMinorUnits(registration.deposit, currency),
    balanceDueOn: registration.balanceDueOn ?? '',
    squadDeadline: registration.squadDeadline ?? '',
    documents: registration.documents,
    terms: registration.terms,
    payHours: registration.payHours,
  };
}

const blankToNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** What the PUT sends (the shared schema parses it, and puts any problem on the field of the same name). */
export function settingsInput(values: SettingsValues, state: RegistrationState): Record<keyof RegistrationSettingsInput, unknown> {
  const currency = (values.currency ?? '').trim().toUpperCase();
  return {
    opensAt: values.opensAt,
    closesAt: values.closesAt,
    places: values.places ?? undefined,
    review: values.review,
    entryFee: toMinorUnits(values.entryFee, currency) ?? undefined,
    currency,
    earlyFee: toMinorUnits(values.earlyFee, currency),
    earlyUntil: blankToNull(values.earlyUntil),
    deposit: toMinorUnits(values.deposit, currency),
    balanceDueOn: blankToNull(values.balanceDueOn),
    squadDeadline: blankToNull(values.squadDeadline),
    documents: (values.documents ?? []).map((document) => document.trim()).filter(Boolean),
    terms: values.terms ?? '',
    payHours: values.payHours ?? undefined,
    state,
  };
}
