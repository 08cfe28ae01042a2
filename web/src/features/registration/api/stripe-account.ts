import { connectStripeRoute, stripeAccountRoute } from '@pitchside/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { organizationHeaders } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { registrationKeys } from '../registration-keys';

/** `GET /api/payments/connect` → whether the organization's Stripe account takes entry fees (none, pending, ready). */
export function useStripeAccount(orgId: string | undefined) {
  return useQuery({
    queryKey: [...registrationKeys.all, 'stripe', orgId ?? 'only'],
    queryFn: ({ signal }) => callRoute(stripeAccountRoute, { headers: organizationHeaders(orgId), signal }),
  });
}

/** `POST /api/payments/connect` → Stripe's onboarding link; the browser goes there and Stripe sends it back to this tab. */
export function useConnectStripe(orgId: string | undefined) {
  return useMutation({
    mutationFn: (tournamentId: string) => callRoute(connectStripeRoute, { body: { tournamentId }, headers: organizationHeaders(orgId) }),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}
