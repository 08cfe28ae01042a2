import type {
  Clock, IdentityProvider, InviteRepository, Mailer, OrganizationRepository, PasswordResetRepository, RateLimiter, UserRepository,
} from '@pitchside/core';

/** Everything the accounts use cases reach outside themselves. Tests pass in-memory versions. */
export interface AccountsPorts {
  identity: IdentityProvider;
  organizations: OrganizationRepository;
  users: UserRepository;
  invites: InviteRepository;
  resets: PasswordResetRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  newId: () => string;
  /** The app's public origin, for links in e-mails. */
  appUrl: string;
}
