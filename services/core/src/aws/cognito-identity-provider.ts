import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  InvalidPasswordException,
  UsernameExistsException,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { isRole, type Role } from '@pitchside/shared';
import { ConflictError, ValidationError } from '../errors';
import type { IdentityAccount, IdentityProvider } from '../ports/identity-provider';
import { cognito } from './clients';

function attribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((candidate) => candidate.Name === name)?.Value;
}

/** Cognito behind the IdentityProvider port. Sign-in is by e-mail; roles are the pool's groups. */
export function cognitoIdentityProvider(userPoolId: string): IdentityProvider {
  const client = cognito();
  const account = (username: string | undefined, attributes: AttributeType[] | undefined): IdentityAccount => ({
    username: username ?? '',
    uid: attribute(attributes, 'sub') ?? '',
    email: attribute(attributes, 'email') ?? '',
    emailVerified: attribute(attributes, 'email_verified') === 'true',
  });

  return {
    async findByEmail(email) {
      try {
        const found = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
        return account(found.Username, found.UserAttributes);
      } catch (error) {
        if (error instanceof UserNotFoundException) return null;
        throw error;
      }
    },
    async createUser({ email, password, displayName, emailVerified }) {
      let created;
      try {
        created = await client.send(
          new AdminCreateUserCommand({
            UserPoolId: userPoolId,
            Username: email,
            MessageAction: 'SUPPRESS',
            TemporaryPassword: password,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: String(emailVerified) },
              { Name: 'name', Value: displayName },
            ],
          }),
        );
      } catch (error) {
        if (error instanceof UsernameExistsException) throw new ConflictError('An account with this e-mail already exists', 'email_taken');
        if (error instanceof InvalidPasswordException) throw new ValidationError('Some fields are not valid', { password: error.message });
        throw error;
      }
      const result = account(created.User?.Username, created.User?.Attributes);
      // Admin-created accounts start with a temporary password; ours are ready to sign in with.
      await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: result.username, Password: password, Permanent: true }));
      return result;
    },
    async deleteUser(username) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
    async setPassword(username, password) {
      try {
        await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: true }));
      } catch (error) {
        if (error instanceof InvalidPasswordException) throw new ValidationError('Some fields are not valid', { password: error.message });
        throw error;
      }
    },
    async markEmailVerified(username, email) {
      // The address is named with the flag: it verifies this address, not whatever the account holds by then.
      const attributes = [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ];
      await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributes: attributes }));
    },
    async signOutEverywhere(username) {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId, Username: username }));
    },
    async setDisplayName(username, displayName) {
      await client.send(new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId, Username: username, UserAttributes: [{ Name: 'name', Value: displayName }] }));
    },
    async rolesOf(username) {
      const { Groups = [] } = await client.send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }));
      return Groups.map((group) => group.GroupName ?? '').filter(isRole);
    },
    async setRoles(username, roles) {
      const current = await this.rolesOf(username);
      const wanted = new Set<Role>(roles);
      for (const role of wanted) {
        if (!current.includes(role)) await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: role }));
      }
      for (const role of current) {
        if (!wanted.has(role)) await client.send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: role }));
      }
    },
  };
}
