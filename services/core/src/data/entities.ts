import { inviteEntity } from './entities/invite-entity';
import { liveConnectionEntity, liveSubscriptionEntity } from './entities/live-connection-entity';
import { membershipEntity } from './entities/membership-entity';
import { organizationEntity } from './entities/organization-entity';
import { passwordResetEntity } from './entities/password-reset-entity';
import { rateLimitEntity } from './entities/rate-limit-entity';
import { userEntity } from './entities/user-entity';
import { userTournamentEntity } from './entities/user-tournament-entity';

/** Every entity in the single table. The table's keys and GSIs are derived from this map. */
export const ENTITIES = {
  user: userEntity,
  organization: organizationEntity,
  membership: membershipEntity,
  invite: inviteEntity,
  passwordReset: passwordResetEntity,
  rateLimit: rateLimitEntity,
  userTournament: userTournamentEntity,
  liveConnection: liveConnectionEntity,
  liveSubscription: liveSubscriptionEntity,
};
