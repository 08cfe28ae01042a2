import { REGISTRATION_LIMITS, type Age, type EntryPaymentStatus, type EntryStatus, type Gender, type Locale, type PriceDue, type RegistrationSettingsInput } from '@pitchside/shared';
import type { EntityItem, registrationDivisionEntity, registrationEntryEntity } from '@pitchside/core/data';

/** A division's registration as stored: the organizer's settings (as their input parses) and the counters (see the entity). */
export type RegistrationDivisionRecord = { tournamentId: string; divisionId: string; orgId: string } & RegistrationSettingsInput & {
    held: number;
    waitTicket: number;
    waitLeft: number;
    version: number;
  };

export type RegistrationSettingsRecord = Omit<RegistrationDivisionRecord, 'held' | 'waitTicket' | 'waitLeft' | 'version'>;

export interface EntryContact {
  name: string;
  email: string;
  language: Locale;
}

/** What a team owes (fixed when its place was held) and what of it is paid. */
export interface EntryPaymentRecord extends PriceDue {
  status: EntryPaymentStatus;
  paid: number;
}

/** One applied team as stored. */
export interface EntryRecord {
  tournamentId: string;
  teamKey: string;
  applicationId: string;
  orgId: string;
  team: string;
  club: string;
  divisionId: string;
  age: Age;
  gender: Gender;
  status: EntryStatus;
  waitTicket: number | null;
  reason: string | null;
  contact: EntryContact;
  arrivedAt: string;
  decidedAt: string | null;
  /** When its place was held or offered, while it holds one with a fee due and nothing paid (decision 0057). */
  unpaidSince: string | null;
  /** Its place was released because nothing was paid in time (decision 0057). */
  released: boolean;
  payment: EntryPaymentRecord;
}

export interface ApplicationRecord {
  tournamentId: string;
  applicationId: string;
  requestHash: string;
  state: 'pending' | 'done';
  claimedAt: string;
  club: string;
  contact: EntryContact;
  answer: string | null;
}

/** A status change of an entry, written only if the entry is still as it was read. */
export interface EntryChange {
  from: EntryRecord;
  to: Pick<EntryRecord, 'status' | 'divisionId' | 'waitTicket' | 'reason' | 'decidedAt'>;
  /** Only while nothing is paid: a place released for want of payment (decision 0057). */
  unpaid?: boolean;
}

/** What one change does to a division's counters. `room`: the +1 on `held` needs a free place. */
export interface CounterChange {
  tournamentId: string;
  divisionId: string;
  held?: 1 | -1;
  waitLeft?: 1;
  room?: boolean;
  /** The division must be open (a club's application; never an organizer's decision). */
  open?: boolean;
}

/** Why a transition did not happen: which write's condition failed, or a conflict worth retrying. */
export type TransitionOutcome = { ok: true } | { ok: false; failed: { kind: 'entry'; index: number } | { kind: 'counter'; index: number } | { kind: 'conflict' } };

export type HoldOutcome = 'held' | 'full' | 'closed' | 'taken';

export type DivisionItem = EntityItem<typeof registrationDivisionEntity>;
export type EntryItem = EntityItem<typeof registrationEntryEntity>;

export const nullable = <T>(value: T | undefined | null): T | null => (value === undefined ? null : value);

export function toDivision(item: DivisionItem): RegistrationDivisionRecord {
  const settings = item.settings;
  return {
    tournamentId: item.tournamentId,
    divisionId: item.divisionId,
    orgId: item.orgId,
    state: item.state,
    places: item.places,
    review: item.review,
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    entryFee: settings.entryFee,
    currency: settings.currency,
    earlyFee: nullable(settings.earlyFee),
    earlyUntil: nullable(settings.earlyUntil),
    deposit: nullable(settings.deposit),
    balanceDueOn: nullable(settings.balanceDueOn),
    squadDeadline: nullable(settings.squadDeadline),
    documents: settings.documents ?? [],
    terms: settings.terms ?? '',
    payHours: settings.payHours ?? REGISTRATION_LIMITS.payHours.default,
    held: item.held,
    waitTicket: item.waitTicket,
    waitLeft: item.waitLeft,
    version: item.version,
  };
}

export function settingsMap(record: RegistrationSettingsRecord) {
  return {
    opensAt: record.opensAt,
    closesAt: record.closesAt,
    entryFee: record.entryFee,
    currency: record.currency,
    ...(record.earlyFee !== null ? { earlyFee: record.earlyFee } : {}),
    ...(record.earlyUntil !== null ? { earlyUntil: record.earlyUntil } : {}),
    ...(record.deposit !== null ? { deposit: record.deposit } : {}),
    ...(record.balanceDueOn !== null ? { balanceDueOn: record.balanceDueOn } : {}),
    ...(record.squadDeadline !== null ? { squadDeadline: record.squadDeadline } : {}),
    documents: record.documents,
    terms: record.terms,
    payHours: record.payHours,
  };
}

export function toEntry(item: EntryItem): EntryRecord {
  return {
    tournamentId: item.tournamentId,
    teamKey: item.teamKey,
    applicationId: item.applicationId,
    orgId: item.orgId,
    team: item.team,
    club: item.club,
    divisionId: item.divisionId,
    age: item.age as Age,
    gender: item.gender,
    status: item.status,
    waitTicket: nullable(item.waitTicket),
    reason: nullable(item.reason),
    contact: { name: item.contact.name, email: item.contact.email, language: item.contact.language as Locale },
    arrivedAt: item.arrivedAt,
    decidedAt: nullable(item.decidedAt),
    unpaidSince: item.unpaidSince ? item.unpaidSince : null,
    released: item.released ?? false,
    payment: {
      status: item.payment.status,
      currency: item.payment.currency,
      total: item.payment.total,
      dueNow: item.payment.dueNow,
      balance: item.payment.balance,
      balanceDueOn: nullable(item.payment.balanceDueOn),
      early: item.payment.early,
      paid: item.payment.paid,
    },
  };
}

/** The waiting line sorts by ticket, the rest by arrival: one sort key for the status index. */
export function orderKeyOf(entry: Pick<EntryRecord, 'status' | 'waitTicket' | 'arrivedAt' | 'teamKey'>): string {
  return entry.status === 'waitlisted' && entry.waitTicket !== null ? String(entry.waitTicket).padStart(12, '0') : `${entry.arrivedAt}#${entry.teamKey}`;
}

export function entryItem(entry: EntryRecord) {
  return {
    tournamentId: entry.tournamentId,
    teamKey: entry.teamKey,
    applicationId: entry.applicationId,
    orgId: entry.orgId,
    team: entry.team,
    club: entry.club,
    divisionId: entry.divisionId,
    age: entry.age,
    gender: entry.gender,
    status: entry.status,
    orderKey: orderKeyOf(entry),
    ...(entry.waitTicket !== null ? { waitTicket: entry.waitTicket } : {}),
    ...(entry.reason !== null ? { reason: entry.reason } : {}),
    contact: entry.contact,
    arrivedAt: entry.arrivedAt,
    ...(entry.decidedAt !== null ? { decidedAt: entry.decidedAt } : {}),
    unpaidSince: entry.unpaidSince ?? '',
    ...(entry.released ? { released: true } : {}),
    payment: {
      status: entry.payment.status,
      currency: entry.payment.currency,
      total: entry.payment.total,
      dueNow: entry.payment.dueNow,
      balance: entry.payment.balance,
      ...(entry.payment.balanceDueOn !== null ? { balanceDueOn: entry.payment.balanceDueOn } : {}),
      early: entry.payment.early,
      paid: entry.payment.paid,
    },
  };
}
