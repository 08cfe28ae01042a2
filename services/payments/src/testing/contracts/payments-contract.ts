import { randomUUID } from 'node:crypto';
import type { TournamentRecord } from '@pitchside/core/data';
import { tournamentRecord } from '@pitchside/core/testing';
import type { PaymentRepository } from '../../adapters/payments';

/**
 * What the payments contract checks: the payment repository (the in-memory fake in a unit test, the DynamoDB
 * adapter on DynamoDB Local in an integration test), the tournament it writes to, and the payment as stored
 * on the tournament's item (the session id and time of payment are kept there, not read back by the tournament).
 */
export interface PaymentsSubject {
  payments: PaymentRepository;
  addTournament(tournament: TournamentRecord): Promise<void>;
  storedPayment(tournamentId: string): Promise<{ status: string; checkoutSessionId?: string; paidAt?: string } | null>;
}

const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const PAID_AT = '2026-05-01T10:05:00.000Z';

/** A new tournament whose payment is in `status`. */
async function tournamentIn({ addTournament }: PaymentsSubject, status: 'waived' | 'pending' | 'paid') {
  const tournamentId = uniqueId('t');
  await addTournament(tournamentRecord(tournamentId, uniqueId('org'), { payment: { status } }));
  return tournamentId;
}

/** Checkout sessions, handled Stripe events, and the tournament's payment: pending → paid exactly once. */
export function paymentContract(subject: () => PaymentsSubject): void {
  describe('payment repository', () => {
    it('saves a checkout session and reads it back, the last save winning; an unknown one is null', async () => {
      const { payments } = subject();
      const session = { sessionId: uniqueId('cs'), tournamentId: uniqueId('t'), orgId: 'org-1', uid: 'ada', createdAt: '2026-05-01T10:00:00.000Z' };
      await payments.saveSession(session);
      expect(await payments.getSession(session.sessionId)).toEqual(session);
      await payments.saveSession({ ...session, uid: 'tara' });
      expect(await payments.getSession(session.sessionId)).toEqual({ ...session, uid: 'tara' });
      expect(await payments.getSession(uniqueId('cs'))).toBeNull();
    });

    it('remembers a handled event, and remembering it again is harmless', async () => {
      const { payments } = subject();
      const eventId = uniqueId('evt');
      expect(await payments.seen(eventId)).toBe(false);
      await payments.remember(eventId, 'checkout.session.completed', new Date(PAID_AT));
      await payments.remember(eventId, 'checkout.session.completed', new Date(PAID_AT));
      expect(await payments.seen(eventId)).toBe(true);
      expect(await payments.seen(uniqueId('evt'))).toBe(false);
    });

    it('marks a pending tournament paid once, with the session and the time; a second delivery is refused', async () => {
      const context = subject();
      const tournamentId = await tournamentIn(context, 'pending');
      expect(await context.payments.markPaid(tournamentId, 'cs_1', PAID_AT)).toBe(true);
      expect(await context.storedPayment(tournamentId)).toEqual({ status: 'paid', checkoutSessionId: 'cs_1', paidAt: PAID_AT });
      expect(await context.payments.markPaid(tournamentId, 'cs_2', '2026-05-02T10:00:00.000Z')).toBe(false);
      expect(await context.storedPayment(tournamentId)).toEqual({ status: 'paid', checkoutSessionId: 'cs_1', paidAt: PAID_AT });
    });

    it('never marks paid a waived tournament or one that does not exist', async () => {
      const context = subject();
      const waived = await tournamentIn(context, 'waived');
      expect(await context.payments.markPaid(waived, 'cs_1', PAID_AT)).toBe(false);
      expect(await context.storedPayment(waived)).toEqual({ status: 'waived' });
      const missing = uniqueId('t');
      expect(await context.payments.markPaid(missing, 'cs_1', PAID_AT)).toBe(false);
      expect(await context.storedPayment(missing)).toBeNull();
    });

    it('notes the latest session on a pending tournament, never on a paid, waived or missing one', async () => {
      const context = subject();
      const pending = await tournamentIn(context, 'pending');
      await context.payments.setPendingSession(pending, 'cs_1');
      await context.payments.setPendingSession(pending, 'cs_2');
      expect(await context.storedPayment(pending)).toEqual({ status: 'pending', checkoutSessionId: 'cs_2' });
      await context.payments.markPaid(pending, 'cs_2', PAID_AT);
      await context.payments.setPendingSession(pending, 'cs_3');
      expect(await context.storedPayment(pending)).toEqual({ status: 'paid', checkoutSessionId: 'cs_2', paidAt: PAID_AT });
      const waived = await tournamentIn(context, 'waived');
      await context.payments.setPendingSession(waived, 'cs_4');
      expect(await context.storedPayment(waived)).toEqual({ status: 'waived' });
      const missing = uniqueId('t');
      await context.payments.setPendingSession(missing, 'cs_5');
      expect(await context.storedPayment(missing)).toBeNull();
    });
  });
}
