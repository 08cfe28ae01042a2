import type { TournamentPriceAnswer } from '@pitchside/shared';
import { resolveOrganization, type Actor } from '@pitchside/core';
import type { PaymentsPorts } from '../ports';

/**
 * What creating a tournament costs the organization the admin acts for: nothing for a payment-exempt
 * organization (its tournaments are created with payment waived), otherwise the provider's price.
 */
export async function tournamentPrice(ports: Pick<PaymentsPorts, 'organizations' | 'checkout'>, actor: Actor, orgId: string | undefined): Promise<TournamentPriceAnswer> {
  const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), orgId, ['admin']);
  const organization = await ports.organizations.getOrganization(membership.orgId);
  if (organization?.billing === 'exempt') return { due: false, price: null };
  return { due: true, price: await ports.checkout.price() };
}
