import { entryCheckoutRoute, type EntryCheckoutInput } from '@pitchside/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/call-route';

/**
 * `POST /api/payments/entries` → a Stripe Checkout session paying the organizer; the browser goes there.
 * The application's key proves the club; a changed amount is a 409 that says the new one.
 */
export function useEntryCheckout() {
  return useMutation({
    mutationFn: (input: EntryCheckoutInput) => callRoute(entryCheckoutRoute, { body: input, auth: false }),
    onSuccess: (session) => window.location.assign(session.url),
  });
}
