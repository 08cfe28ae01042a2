import { createDatabase, dynamoOrganizationRepository, type MembershipRecord } from '@pitchside/core/data';
import { cognitoIdentityProvider, dynamo } from '@pitchside/core/aws';
import { roleMapOf } from '@pitchside/shared';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo-accounts';
import type { ProvisionedResources } from './provision';

/**
 * The demo organization and one account per role in it, in Cognito (with groups) and in the table,
 * through the same adapters the services use. Running it twice changes nothing.
 */
export async function seedDemoAccounts(resources: ProvisionedResources, demoStripeAccount?: string): Promise<void> {
  const identity = cognitoIdentityProvider(resources.userPoolId);
  const organizations = dynamoOrganizationRepository(createDatabase(resources.tableName, dynamo()));
  const owner = DEMO_ACCOUNTS[0];
  if (!owner) return;
  for (const account of DEMO_ACCOUNTS) {
    const existing = await identity.findByEmail(account.email);
    const created = existing ?? (await identity.createUser({ email: account.email, password: account.password, displayName: account.displayName, emailVerified: true }));
    const role = roleMapOf([account.role]);
    const membership: MembershipRecord = { orgId: DEMO_ORGANIZATION.orgId, uid: created.uid, email: account.email, displayName: account.displayName, role };
    const user = { uid: created.uid, email: account.email, displayName: account.displayName, role };
    if (account === owner && !(await organizations.getOrganization(DEMO_ORGANIZATION.orgId))) {
      await organizations.createOrganization({ organization: { ...DEMO_ORGANIZATION, ownerUid: created.uid }, owner: membership, user });
    } else if (!(await organizations.getMembership(DEMO_ORGANIZATION.orgId, created.uid))) {
      await organizations.saveMembership({ membership, user, isNew: true });
    }
    await identity.setRoles(created.username, [account.role]);
  }
  // Data kept from before organizations had a billing flag: the demo organization stays payment-exempt.
  // The demo organization takes entry fees through its onboarded Stripe account (the fake's, made afresh each
  // start: the fake keeps nothing across restarts, the table does).
  await createDatabase(resources.tableName, dynamo())
    .entities.organization.patch({ orgId: DEMO_ORGANIZATION.orgId })
    .set({ billing: DEMO_ORGANIZATION.billing, ...(demoStripeAccount ? { stripeAccountId: demoStripeAccount, stripeAccountReady: true } : {}) })
    .go();
}
