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
    // The demo organization's Stripe account is connected: an admin gets a fresh onboarding link.
    connectStripe: { allowed: ['admin'], request: (fixtures) => ({ method: 'POST', path: '/api/payments/connect', body: { tournamentId: fixtures.tournamentId } }) },
    stripeAccount: { allowed: ['admin', 'tournamentadmin', 'otherOrgAdmin', 'crossLinkedTournamentAdmin'], request: () => ({ method: 'GET', path: '/api/payments/connect' }) },
    // The application's key is the credential, not a token: a key that applied for nothing is the same 404 for everyone.
    entryCheckout: {
      allowed: ALL,
      answers: 404,
      request: (fixtures) => ({
        method: 'POST',
        path: '/api/payments/entries',
        body: { tournamentId: fixtures.tournamentId, applicationKey: 'matrix-key-0001', team: 'Matrix U12', part: 'full', amount: 100, currency: 'SEK' },
      }),
    },
    // Anyone may call the webhook; without Stripe's signature it is a 400, never a 401/403.
    stripeWebhook: { allowed: ALL, answers: 400, request: () => ({ method: 'POST', path: '/api/payments/webhook', body: { id: 'evt_matrix', type: 'checkout.session.completed' } }) },
  },
});
