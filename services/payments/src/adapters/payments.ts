import { conditionalWrite, isConditionFailure, type Database } from '@pitchside/core/data';

export interface CheckoutSessionRecord {
  sessionId: string;
  tournamentId: string;
  orgId: string;
  uid: string;
  createdAt: string;
  /** `entry`: a team's entry fee (`teamKey`, `amount` in minor units); absent: creating the tournament. */
  kind?: 'tournament' | 'entry';
  teamKey?: string;
  amount?: number;
}

/** What payments remember: our checkout sessions, the Stripe events handled, and the tournament's state. */
export interface PaymentRepository {
  saveSession(session: CheckoutSessionRecord): Promise<void>;
  getSession(sessionId: string): Promise<CheckoutSessionRecord | null>;
  /** Whether this event id was handled before. */
  seen(eventId: string): Promise<boolean>;
  /** Records a handled event (kept 30 days; Stripe retries for up to 3 days). */
  remember(eventId: string, type: string, receivedAt: Date): Promise<void>;
  /** Pending → paid, once: false when it was paid already (so a fulfilment happens exactly once). */
  markPaid(tournamentId: string, sessionId: string, paidAt: string): Promise<boolean>;
  /** Notes the session on a pending tournament; never touches a paid one. */
  setPendingSession(tournamentId: string, sessionId: string): Promise<void>;
}

const KEEP_EVENTS_SECONDS = 30 * 86_400;

export function dynamoPaymentRepository(db: Database): PaymentRepository {
  const { checkoutSession, stripeEvent, tournament } = db.entities;
  return {
    async saveSession(session) {
      await checkoutSession.put(session).go();
    },
    async getSession(sessionId) {
      const { data } = await checkoutSession.get({ sessionId }).go();
      if (!data) return null;
      return {
        sessionId: data.sessionId,
        tournamentId: data.tournamentId,
        orgId: data.orgId,
        uid: data.uid,
        createdAt: data.createdAt,
        ...(data.kind ? { kind: data.kind } : {}),
        ...(data.teamKey ? { teamKey: data.teamKey } : {}),
        ...(data.amount !== undefined ? { amount: data.amount } : {}),
      };
    },
    async seen(eventId) {
      const { data } = await stripeEvent.get({ eventId }).go();
      return data !== null;
    },
    async remember(eventId, type, receivedAt) {
      await stripeEvent.put({ eventId, type, receivedAt: receivedAt.toISOString(), expiresAt: Math.floor(receivedAt.getTime() / 1000) + KEEP_EVENTS_SECONDS }).go();
    },
    async markPaid(tournamentId, sessionId, paidAt) {
      return conditionalWrite(async () => {
        await tournament
          .patch({ tournamentId })
          .set({ payment: { status: 'paid', checkoutSessionId: sessionId, paidAt } })
          .where((attr, op) => op.eq(attr.payment.status, 'pending'))
          .go();
      });
    },
    async setPendingSession(tournamentId, sessionId) {
      try {
        await tournament
          .patch({ tournamentId })
          .set({ payment: { status: 'pending', checkoutSessionId: sessionId } })
          .where((attr, op) => op.eq(attr.payment.status, 'pending'))
          .go();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
