import type { Role } from '@pitchside/shared';

export interface IdentityAccount {
  /** The provider's own user name (Cognito's, not the e-mail). */
  username: string;
  /** Stable user id: Cognito's `sub`. */
  uid: string;
  email: string;
  /**
   * Whether the provider has verified that the person owns `email`. A user-changed, unverified address
   * proves nothing: invitations are bound to verified addresses only.
   */
  emailVerified: boolean;
}

/** The sign-in directory (Cognito in AWS and locally), as use cases see it. */
export interface IdentityProvider {
  findByEmail(email: string): Promise<IdentityAccount | null>;
  createUser(input: { email: string; password: string; displayName: string }): Promise<IdentityAccount>;
  deleteUser(username: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  setDisplayName(username: string, displayName: string): Promise<void>;
  /** Makes the account's groups exactly these roles. */
  setRoles(username: string, roles: readonly Role[]): Promise<void>;
  rolesOf(username: string): Promise<Role[]>;
}
