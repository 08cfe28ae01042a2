import { holdsPlace, type EntryStatus } from './registration-rules';

// Time to pay (issue 32, decision 0057): a place held with a fee due and nothing of it paid is released
// after its division's `payHours`, and the waiting line's head is offered it with a clock of its own.

const HOUR_MS = 3_600_000;

/** What the clock needs of an entry. */
export interface TimeToPayEntry {
  status: EntryStatus;
  divisionId: string;
  unpaidSince: string | null;
  payment: { status: string; dueNow: number; paid: number };
}

/** The team holds a place, owes something now and has paid nothing: its clock runs. */
export function owesForPlace(entry: Pick<TimeToPayEntry, 'status' | 'payment'>): boolean {
  return holdsPlace(entry.status) && entry.payment.status === 'unpaid' && entry.payment.paid === 0 && entry.payment.dueNow > 0;
}

/**
 * The clock after a change of status: it starts when a place is held or offered (`at`), keeps running
 * while the team keeps a place (accepted after applied, or moved), and stops when it has none.
 */
export function unpaidSinceAfter(from: TimeToPayEntry, to: { status: EntryStatus }, at: string): string | null {
  if (!owesForPlace({ status: to.status, payment: from.payment })) return null;
  return holdsPlace(from.status) && from.unpaidSince ? from.unpaidSince : at;
}

/** When the team's time to pay ends (ISO), or null when no clock runs. */
export function payDeadline(entry: Pick<TimeToPayEntry, 'unpaidSince'>, payHours: number): string | null {
  if (!entry.unpaidSince) return null;
  return new Date(Date.parse(entry.unpaidSince) + payHours * HOUR_MS).toISOString();
}

/** The place is due for release: its clock ran out before `now`. */
export function payOverdue(entry: TimeToPayEntry, payHours: number, now: Date): boolean {
  const deadline = payDeadline(entry, payHours);
  return owesForPlace(entry) && deadline !== null && Date.parse(deadline) <= now.getTime();
}
