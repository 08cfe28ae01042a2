import { REGISTRATION_LIMITS } from '@pitchside/shared';
import type { Database } from './database';
import { conditionalWrite } from './transactions';

/** Entry statuses that hold a place: only they may be paid for. */
const HOLDING: readonly ('applied' | 'accepted' | 'waitlisted' | 'refused' | 'withdrawn')[] = ['applied', 'accepted'];

/** A team's entry as its payment needs it (issue 32). */
export interface EntryPaymentView {
  tournamentId: string;
  teamKey: string;
  applicationId: string;
  orgId: string;
  team: string;
  divisionId: string;
  status: string;
  contact: { name: string; email: string; language: string };
  /** When its time-to-pay clock started, while one runs (decision 0057). */
  unpaidSince: string | null;
  payment: { status: 'unpaid' | 'deposit' | 'paid' | 'refunded'; currency: string; total: number; dueNow: number; balance: number; paid: number; intents: string[] };
}

/** `notDue`: the team owes less than this payment (paid twice): the money goes back, as for `notHeld`. */
export type RecordPaymentOutcome = 'recorded' | 'counted' | 'notHeld' | 'notDue' | 'missing';

/**
 * Payments of entry fees on the team's entry: each Stripe payment is counted once (its payment intent id
 * is kept with it), only while the team holds a place, by a write conditioned on the entry as read, so a
 * repeated or racing webhook and the organizer's refusal cannot both win.
 */
export interface EntryPaymentRepository {
  entryPayment(tournamentId: string, teamKey: string): Promise<EntryPaymentView | null>;
  /** The club named in an application (its teams' keys are made with it), or null when there is no such application. */
  applicationClub(tournamentId: string, applicationId: string): Promise<string | null>;
  /** The division's time to pay in hours (its default when the organizer set none), or null when it has no registration. */
  payHours(tournamentId: string, divisionId: string): Promise<number | null>;
  /** Adds `amount` to what the team paid; `notHeld` when the team has no place (then the money goes back). */
  recordPayment(tournamentId: string, teamKey: string, payment: { intentId: string; amount: number; sessionId: string }): Promise<RecordPaymentOutcome>;
  /** The team's payments went back: `refunded`, once, and only for an entry out of the running (no new payment counts then). */
  markRefunded(tournamentId: string, teamKey: string): Promise<boolean>;
}

export function dynamoEntryPaymentRepository(db: Database): EntryPaymentRepository {
  const { registrationEntry, registrationApplication } = db.entities;
  const read = async (tournamentId: string, teamKey: string): Promise<EntryPaymentView | null> => {
    const { data } = await registrationEntry.get({ tournamentId, teamKey }).go({ consistent: true });
    if (!data) return null;
    return {
      tournamentId: data.tournamentId,
      teamKey: data.teamKey,
      applicationId: data.applicationId,
      orgId: data.orgId,
      team: data.team,
      divisionId: data.divisionId,
      status: data.status,
      contact: { ...data.contact },
      unpaidSince: data.unpaidSince ? data.unpaidSince : null,
      payment: {
        status: data.payment.status,
        currency: data.payment.currency,
        total: data.payment.total,
        dueNow: data.payment.dueNow,
        balance: data.payment.balance,
        paid: data.payment.paid,
        intents: data.payment.intents ?? [],
      },
    };
  };
  return {
    entryPayment: read,
    async applicationClub(tournamentId, applicationId) {
      const { data } = await registrationApplication.get({ tournamentId, applicationId }).go({ attributes: ['club'] });
      return data?.club ?? null;
    },
    async payHours(tournamentId, divisionId) {
      const { data } = await db.entities.registrationDivision.get({ tournamentId, divisionId }).go({ attributes: ['settings'] });
      if (!data) return null;
      return data.settings.payHours ?? REGISTRATION_LIMITS.payHours.default;
    },
    async recordPayment(tournamentId, teamKey, { intentId, amount, sessionId }) {
      // A few rounds: another payment of the same team (deposit and balance at once) moves `paid` between read and write.
      for (let attempt = 0; attempt < 5; attempt++) {
        const entry = await read(tournamentId, teamKey);
        if (!entry) return 'missing';
        if (entry.payment.intents.includes(intentId)) return 'counted';
        if (!(HOLDING as readonly string[]).includes(entry.status)) return 'notHeld';
        const paid = entry.payment.paid + amount;
        if (paid > entry.payment.total) return 'notDue';
        const written = await conditionalWrite(() =>
          registrationEntry
            .patch({ tournamentId, teamKey })
            .data((attr, op) => [
              op.set(attr.payment.paid, paid),
              op.set(attr.payment.status, paid >= entry.payment.total ? 'paid' : 'deposit'),
              op.set(attr.payment.checkoutSessionId, sessionId),
              op.set(attr.payment.intents, [...entry.payment.intents, intentId]),
              // Paid something: the time-to-pay clock stops (out of the sparse unpaid index, decision 0057).
              op.set(attr.unpaidSince, ''),
            ])
            .where((attr, op) => `(${HOLDING.map((status) => op.eq(attr.status, status)).join(' OR ')}) AND ${op.eq(attr.payment.paid, entry.payment.paid)}`)
            .go(),
        );
        if (written) return 'recorded';
      }
      return (await read(tournamentId, teamKey))?.payment.intents.includes(intentId) ? 'counted' : 'notHeld';
    },
    markRefunded(tournamentId, teamKey) {
      return conditionalWrite(() =>
        registrationEntry
          .patch({ tournamentId, teamKey })
          .data((attr, op) => [op.set(attr.payment.status, 'refunded')])
          .where((attr, op) => `${op.ne(attr.payment.status, 'refunded')} AND ${HOLDING.map((status) => op.ne(attr.status, status)).join(' AND ')}`)
          .go(),
      );
    },
  };
}
