import { AGES, type Age } from '../constants/ages';
import type { Gender } from '../constants/genders';
import { zoneOffsetMinutes } from '../time/time-zone';

/**
 * Registration (issue 32): clubs apply with teams for the divisions of a published tournament, a place is
 * held for each team while the division has one, and the rest wait in line in the order they arrived.
 * The rules here are pure: the registration service and the web both use them.
 */

/** The organizer's switch on a division's registration. `open` still waits for `opensAt` and stops at `closesAt`. */
export const REGISTRATION_STATES = ['open', 'paused', 'closed'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/**
 * How a held place counts: `firstCome` accepts a team the moment it gets a place; `organizer` holds the
 * place as `applied` until the organizer accepts (or refuses) it.
 */
export const REGISTRATION_REVIEWS = ['firstCome', 'organizer'] as const;
export type RegistrationReview = (typeof REGISTRATION_REVIEWS)[number];

/** A team's place in the registration. Only `applied` and `accepted` hold a place; `waitlisted` waits for one. */
export const ENTRY_STATUSES = ['applied', 'accepted', 'waitlisted', 'refused', 'withdrawn'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** What a team has paid of its entry fee (the later Stripe slice moves it; this slice only starts it at `unpaid`). */
export const PAYMENT_STATUSES = ['unpaid', 'deposit', 'paid', 'refunded'] as const;
export type EntryPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a team can go in one decision of the organizer. */
export const ENTRY_ACTIONS = ['accept', 'waitlist', 'refuse', 'withdraw', 'move'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];

export function holdsPlace(status: EntryStatus): boolean {
  return status === 'applied' || status === 'accepted';
}

/** A status a team can apply again from (its name is free again in the tournament). */
export function isFinished(status: EntryStatus): boolean {
  return status === 'refused' || status === 'withdrawn';
}

/** Limits of the registration's inputs, defined once (schemas, the service and the web read them). */
export const REGISTRATION_LIMITS = {
  teamsPerApplication: 10,
  /** Places of one division. */
  places: 5_000,
  /** Minor units (cents): 1,000,000.00 of any currency. */
  amount: 100_000_000,
  documents: 10,
  documentName: 100,
  terms: 5_000,
  reason: 500,
  club: 100,
  teamName: 100,
  contactName: 100,
  idempotencyKey: 100,
  /** Entries one page of the organizer's list carries. */
  pageSize: 200,
  /** Hours a team has to pay for a place it holds before it goes to the waiting line's head (decision 0057). */
  payHours: { min: 1, max: 720, default: 72 },
  /**
   * Public registration writes (applications, entry-fee checkouts) from one caller address (an IPv6 caller's
   * /64) per tournament per hour: a club applies and pays for a few teams; a script filling the divisions
   * or the waiting line with made-up clubs is stopped.
   */
  writesPerSourcePerHour: 60,
} as const;

/** Why a team does not fit a division (null: it fits). */
export type DivisionMisfit = 'tooOld' | 'gender';

/**
 * Whether a team may play in a division, by the ages and genders divisions and teams already use (spec §9):
 * a team may play up (a u10 team in u12) but never down (a u14 team in u12); a girls' division takes girls'
 * teams only, a boys' division boys' and mixed teams (mixed teams play in the boys' competitions), and a
 * mixed division every team.
 */
export function divisionMisfit(team: { age: Age; gender: Gender }, division: { age: Age; gender: Gender }): DivisionMisfit | null {
  if (AGES.indexOf(team.age) > AGES.indexOf(division.age)) return 'tooOld';
  if (division.gender === 'girls' && team.gender !== 'girls') return 'gender';
  if (division.gender === 'boys' && team.gender === 'girls') return 'gender';
  return null;
}

/** The price settings of a division's entry fee: amounts in minor units of `currency`. */
export interface EntryPriceSettings {
  entryFee: number;
  currency: string;
  /** A lower fee for applications that arrive before the end of `earlyUntil` (a venue date). */
  earlyFee: number | null;
  earlyUntil: string | null;
  /** Paid now when set; the rest (`entryFee` - `deposit`) by `balanceDueOn` (a venue date). */
  deposit: number | null;
  balanceDueOn: string | null;
}

/** What a team owes, fixed when its place is held: the total, what is due now, and the rest by when. */
export interface PriceDue {
  currency: string;
  total: number;
  dueNow: number;
  balance: number;
  balanceDueOn: string | null;
  early: boolean;
}

/**
 * The price of an entry arriving at `now` (venue dates in `zone`): the early fee up to and including its
 * last day, and of the total the deposit now and the balance later, or everything now without a deposit.
 */
export function priceDue(settings: EntryPriceSettings, now: Date, zone: string): PriceDue {
  const today = localDateIn(zone, now);
  const early = settings.earlyFee !== null && settings.earlyUntil !== null && today <= settings.earlyUntil;
  const total = early ? (settings.earlyFee as number) : settings.entryFee;
  const deposit = settings.deposit !== null && settings.deposit < total ? settings.deposit : null;
  return {
    currency: settings.currency,
    total,
    dueNow: deposit ?? total,
    balance: deposit === null ? 0 : total - deposit,
    balanceDueOn: deposit === null ? null : settings.balanceDueOn,
    early,
  };
}

/** Where a division's registration stands at `now`, from the organizer's switch and the venue-time window. */
export type RegistrationPhase = 'notYetOpen' | 'open' | 'paused' | 'closed';

export function registrationPhase(settings: { state: RegistrationState; opensAt: string; closesAt: string }, now: Date, zone: string): RegistrationPhase {
  if (settings.state === 'closed') return 'closed';
  if (settings.state === 'paused') return 'paused';
  if (now.getTime() < wallClockToInstant(settings.opensAt, zone).getTime()) return 'notYetOpen';
  if (now.getTime() >= wallClockToInstant(settings.closesAt, zone).getTime()) return 'closed';
  return 'open';
}

/** The venue's calendar date at `instant`: 'YYYY-MM-DD'. */
export function localDateIn(zone: string, instant: Date): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant a venue wall-clock time ('YYYY-MM-DDTHH:mm') names in `zone`. A time skipped by a clock
 * change lands after the gap; a repeated one takes its first occurrence.
 */
export function wallClockToInstant(local: string, zone: string): Date {
  const asUtc = Date.parse(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
  let guess = asUtc - zoneOffsetMinutes(zone, new Date(asUtc)) * 60_000;
  guess = asUtc - zoneOffsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** An entry as the waiting line sees it: its ticket (the atomic sequence it drew when it joined the line). */
export interface WaitingEntry {
  status: EntryStatus;
  waitTicket: number | null;
}

/**
 * The waiting line of a division: waitlisted entries in ticket order (server-arrival order), each with its
 * position from 1. Entries that left the line (accepted, refused, withdrawn) take no position.
 */
export function waitingLine<T extends WaitingEntry>(entries: readonly T[]): { entry: T; position: number }[] {
  return entries
    .filter((entry) => entry.status === 'waitlisted' && entry.waitTicket !== null)
    .sort((a, b) => (a.waitTicket as number) - (b.waitTicket as number))
    .map((entry, index) => ({ entry, position: index + 1 }));
}

/**
 * The position of a team that just drew `ticket`: every team that ever left the line joined it earlier
 * (tickets only grow), so the position is the ticket less those that left before it was drawn.
 */
export function positionOfTicket(ticket: number, leftBefore: number): number {
  return ticket - leftBefore;
}

/** An amount in minor units as people read it in `locale`: 150000 SEK → '1 500,00 kr' in Swedish. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
