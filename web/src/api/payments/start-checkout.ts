import { startCheckoutRoute } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { organizationHeaders } from '../../lib/api-client';
import { callRoute } from '../../lib/call-route';

/** `POST /api/payments/checkout` (admin) → `{ url, sessionId }`: where to pay for a pending tournament. */
export async function startCheckout(orgId: string | undefined, tournamentId: string) {
  return callRoute(startCheckoutRoute, { body: { tournamentId }, headers: organizationHeaders(orgId) });
}

/** Starts a checkout and leaves for the payment page; Stripe sends the browser back to /admin/tournaments. */
export function useStartCheckout(orgId: string | undefined) {
  return useMutation({
    mutationFn: (tournamentId: string) => startCheckout(orgId, tournamentId),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
