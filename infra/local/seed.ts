import {
  AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminGetUserCommand, AdminSetUserPasswordCommand, CognitoIdentityProviderClient, UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createDatabase, dynamo, dynamoUserRepository } from '@pitchside/core';
import { roleMapOf } from '@pitchside/shared';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import type { ProvisionedResources } from './provision';

async function ensureCognitoUser(client: CognitoIdentityProviderClient, userPoolId: string, account: DemoAccount): Promise<{ username: string; sub: string }> {
  const attribute = (attributes: { Name?: string; Value?: string }[] | undefined, name: string) => attributes?.find((a) => a.Name === name)?.Value;
  try {
    const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }));
    return { username: existing.Username as string, sub: attribute(existing.UserAttributes, 'sub') as string };
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
  }
  const created = await client.send(new AdminCreateUserCommand({
    UserPoolId: userPoolId,
    Username: account.email,
    MessageAction: 'SUPPRESS',
    TemporaryPassword: account.password,
    UserAttributes: [{ Name: 'email', Value: account.email }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: account.displayName }],
  }));
  const username = created.User?.Username as string;
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: account.password, Permanent: true }));
  return { username, sub: attribute(created.User?.Attributes, 'sub') as string };
}

/** One account per role, in Cognito (with its group) and in the table; running it twice changes nothing. */
export async function seedDemoAccounts(resources: ProvisionedResources): Promise<void> {
  const client = new CognitoIdentityProviderClient({});
  const users = dynamoUserRepository(createDatabase(resources.tableName, dynamo()));
  for (const account of DEMO_ACCOUNTS) {
    const { username, sub } = await ensureCognitoUser(client, resources.userPoolId, account);
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: resources.userPoolId, Username: username, GroupName: account.role }));
    await users.put({ uid: sub, email: account.email, displayName: account.displayName, role: roleMapOf([account.role]) });
  }
}
