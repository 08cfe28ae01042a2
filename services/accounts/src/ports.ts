import type { Clock, IdentityProvider, Mailer } from '@pitchside/core';
import type { InviteRepository, OrganizationRepository, PasswordResetRepository, RateLimiter, TournamentRepository, UserRepository } from '@pitchside/core/data';

/** Everything the accounts use cases reach outside themselves. Tests pass in-memory versions. */
export interface AccountsPorts {
  identity: IdentityProvider;
  organizations: OrganizationRepository;
  users: UserRepository;
  invites: InviteRepository;
  /** Only to check the tournament an invitation names (and links on acceptance). */
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked'>;
  resets: PasswordResetRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: Clock;
  newId: () => string;
  /** The app's public origin, for links in e-mails. */
  appUrl: string;
}
