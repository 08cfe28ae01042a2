import type { StripeAccountState } from '@pitchside/shared';
import { loadTournamentAccess, resolveOrganization, type Actor } from '@pitchside/core';
import type { PaymentsPorts } from '../ports';

type ConnectPorts = Pick<PaymentsPorts, 'organizations' | 'tournaments' | 'connect' | 'stripeAccounts' | 'appUrl'>;

/**
 * Connects the organization's own Stripe account (issue 32: entry fees go to the organizer). The account is
 * made once per organization (Stripe's idempotency key and a conditional write keep one when two admins
 * click at once); each call answers a fresh onboarding link, which Stripe sends back to the tournament's
 * Registration tab.
 */
export async function connectStripe(ports: ConnectPorts, actor: Actor, orgId: string | undefined, tournamentId: string): Promise<{ url: string }> {
  const { membership } = await loadTournamentAccess(ports, actor, orgId, tournamentId, 'delete');
  const organization = await ports.organizations.getOrganization(membership.orgId);
  let accountId = organization?.stripeAccount?.id;
  if (!accountId) {
    const created = await ports.connect.createAccount({ orgId: membership.orgId, idempotencyKey: `connect-account-${membership.orgId}` });
    accountId = await ports.stripeAccounts.keepStripeAccount(membership.orgId, created);
  }
  const back = (result: 'return' | 'refresh') => `${ports.appUrl}/admin/tournaments/${encodeURIComponent(tournamentId)}?tab=registration&stripe=${result}`;
  return { url: await ports.connect.onboardingLink({ accountId, returnUrl: back('return'), refreshUrl: back('refresh') }) };
}

/**
 * Whether the organization takes entry fees. While onboarding is unfinished Stripe is asked (the organizer
 * has just come back from it); its yes is kept, so later reads ask no one.
 */
export async function stripeAccountState(ports: ConnectPorts, actor: Actor, orgId: string | undefined): Promise<{ state: StripeAccountState }> {
  const membership = resolveOrganization(await ports.organizations.membershipsOfUser(actor.uid), orgId, ['admin', 'tournamentadmin']);
  const account = (await ports.organizations.getOrganization(membership.orgId))?.stripeAccount;
  if (!account) return { state: 'none' };
  if (account.ready) return { state: 'ready' };
  if (!(await ports.connect.accountReady(account.id))) return { state: 'pending' };
  await ports.stripeAccounts.markStripeAccountReady(membership.orgId, account.id);
  return { state: 'ready' };
}
