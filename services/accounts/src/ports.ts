import type { Clock, IdentityProvider, Mailer } from '@pitchside/core';
import type { OrganizationRepository, RateLimiter, TournamentRepository, UserRepository } from '@pitchside/core/data';
import type { InviteRepository } from './adapters/invites';
import type { PasswordResetRepository } from './adapters/password-resets';

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
