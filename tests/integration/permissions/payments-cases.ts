import { defineCases, type ActorKind } from './matrix-types';

const ALL: ActorKind[] = ['anonymous', 'admin', 'tournamentadmin', 'referee', 'coach', 'medic', 'refereeassignor', 'otherCoach', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'];

/** Payments. The demo organization is payment-exempt, so an allowed checkout answers 409 (nothing due). */
export const paymentsCases = defineCases({
  async setup(context) {
    const today = new Date().toISOString().slice(0, 10);
    const created = await context.call<{ tournament: { tournamentId: string } }>('POST', '/api/tournaments', {
      token: context.adminToken,
      headers: context.demoOrg,
      body: { name: `Matrix Payments ${Date.now()}`, type: 'league', days: 'weekends', startDate: today, endDate: today, venue: 'Matrix Park', ageGroups: ['u12'], genders: ['boys'] },
    });
    return { tournamentId: created.body.tournament.tournamentId };
  },
  cases: {
    startCheckout: { allowed: ['admin'], answers: 409, request: (fixtures) => ({ method: 'POST', path: '/api/payments/checkout', body: { tournamentId: fixtures.tournamentId } }) },
    tournamentPrice: { allowed: ['admin', 'otherOrgAdmin'], request: () => ({ method: 'GET', path: '/api/payments/price' }) },
    // Anyone may call the webhook; without Stripe's signature it is a 400, never a 401/403.
    stripeWebhook: { allowed: ALL, answers: 400, request: () => ({ method: 'POST', path: '/api/payments/webhook', body: { id: 'evt_matrix', type: 'checkout.session.completed' } }) },
  },
});
