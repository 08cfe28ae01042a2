import { AppError } from '@pitchside/core';
import { type TournamentRecord } from '@pitchside/core/data';
import { tournamentRecord } from '@pitchside/core/testing';
import { inMemoryPaymentsPorts, VALID_SIGNATURE } from '../testing/in-memory-ports';
import { handleWebhook } from './webhook';

const TOURNAMENT = 'paid-cup';
const SESSION = 'cs_paid-cup';

/** A tournament awaiting payment with its checkout session, as `startCheckout` leaves them. */
function world() {
  const memory = inMemoryPaymentsPorts();
  memory.tables.tournaments.set(TOURNAMENT, tournamentRecord(TOURNAMENT, 'org-1', { organizerUid: 'ada', name: 'Paid Cup', payment: { status: 'pending' }, createdAt: '2026-05-01T09:00:00.000Z' }));
  memory.sessions.set(SESSION, { sessionId: SESSION, tournamentId: TOURNAMENT, orgId: 'org-1', uid: 'ada', createdAt: '2026-05-01T09:00:00.000Z' });
  return memory;
}

const body = (id: string, type: string, paymentStatus: string | null = 'paid', sessionId: string | null = SESSION) => JSON.stringify({ id, type, sessionId, paymentStatus });
const status = (memory: ReturnType<typeof world>) => (memory.tables.tournaments.get(TOURNAMENT) as TournamentRecord).payment.status;
const deliver = (memory: ReturnType<typeof world>, raw: string, signature: string | undefined = VALID_SIGNATURE) => handleWebhook(memory.ports, raw, signature);

describe('the Stripe webhook', () => {
  it('refuses a bad signature with a 400 and changes nothing', async () => {
    const memory = world();
    const error = await deliver(memory, body('evt_1', 'checkout.session.completed'), 't=1,v1=forged').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect(status(memory)).toBe('pending');
    expect(memory.events.size).toBe(0);
  });

  it('fulfils a paid checkout once: the same event again is a duplicate, another event for the session finds it paid', async () => {
    const memory = world();
    expect(await deliver(memory, body('evt_1', 'checkout.session.completed'))).toEqual({ received: true, outcome: 'fulfilled' });
    expect(memory.tables.tournaments.get(TOURNAMENT)?.payment).toMatchObject({ status: 'paid', checkoutSessionId: SESSION });
    expect((await deliver(memory, body('evt_1', 'checkout.session.completed'))).outcome).toBe('duplicate');
    expect((await deliver(memory, body('evt_2', 'checkout.session.async_payment_succeeded'))).outcome).toBe('already-fulfilled');
    expect([...memory.events.keys()]).toEqual(['evt_1', 'evt_2']);
  });

  it('fulfils once when Stripe delivers the same event twice at the same moment', async () => {
    const memory = world();
    const outcomes = await Promise.all([deliver(memory, body('evt_1', 'checkout.session.completed')), deliver(memory, body('evt_1', 'checkout.session.completed'))]);
    expect(outcomes.map((answer) => answer.outcome).filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    expect(status(memory)).toBe('paid');
  });

  it('waits for an asynchronous payment: a completed but unpaid session stays pending until Stripe says it succeeded', async () => {
    const memory = world();
    expect((await deliver(memory, body('evt_1', 'checkout.session.completed', 'unpaid'))).outcome).toBe('pending');
    expect(status(memory)).toBe('pending');
    expect((await deliver(memory, body('evt_2', 'checkout.session.async_payment_succeeded'))).outcome).toBe('fulfilled');
    expect(status(memory)).toBe('paid');
  });

  it('keeps a paid tournament paid whatever arrives after, in any order', async () => {
    const memory = world();
    await deliver(memory, body('evt_2', 'checkout.session.async_payment_succeeded'));
    expect((await deliver(memory, body('evt_3', 'checkout.session.expired', null))).outcome).toBe('pending');
    expect((await deliver(memory, body('evt_1', 'checkout.session.async_payment_failed', 'unpaid'))).outcome).toBe('pending');
    expect(status(memory)).toBe('paid');
  });

  it('acknowledges an unknown session or an unrelated event, remembering it without touching a tournament', async () => {
    const memory = world();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await deliver(memory, body('evt_1', 'checkout.session.completed', 'paid', 'cs_unknown'))).outcome).toBe('unknown-session');
    warn.mockRestore();
    expect((await deliver(memory, body('evt_2', 'invoice.paid', null, null))).outcome).toBe('ignored');
    expect(status(memory)).toBe('pending');
    expect([...memory.events.keys()]).toEqual(['evt_1', 'evt_2']);
  });
});
