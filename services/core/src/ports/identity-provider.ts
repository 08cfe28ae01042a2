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
  /**
   * `emailVerified` only when the caller holds proof that the person reads that mailbox (an invitation
   * link they opened); a self sign-up or an admin's form proves nothing until its owner confirms.
   */
  createUser(input: { email: string; password: string; displayName: string; emailVerified: boolean }): Promise<IdentityAccount>;
  /** Records that the account's owner proved `email`, its address (a link sent to it came back). */
  markEmailVerified(username: string, email: string): Promise<void>;
  /** Ends every session of the account: its refresh tokens stop working (Cognito's global sign-out). */
  signOutEverywhere(username: string): Promise<void>;
  deleteUser(username: string): Promise<void>;
  setPassword(username: string, password: string): Promise<void>;
  setDisplayName(username: string, displayName: string): Promise<void>;
  /** Makes the account's groups exactly these roles. */
  setRoles(username: string, roles: readonly Role[]): Promise<void>;
  rolesOf(username: string): Promise<Role[]>;
}
