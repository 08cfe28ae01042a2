import type { DeliveryMessage, NotificationRequest } from '@pitchside/shared';
import type { Clock, NotificationRequests } from '@pitchside/core';
import type { MatchRepository, PublicReadRepository, RateLimiter, TeamRepository, TournamentRepository, TournamentStructureRepository } from '@pitchside/core/data';
import type { NotificationMarks } from './adapters/notification-marks';
import type { PushFollowRepository } from './adapters/push-follows';
import type { PushSender } from '@pitchside/core/aws';

/** What following and registering a phone need. */
export interface FollowPorts {
  tournaments: Pick<TournamentRepository, 'get'>;
  structure: Pick<TournamentStructureRepository, 'getTeam' | 'divisions'>;
  matches: Pick<MatchRepository, 'get'>;
  follows: Pick<PushFollowRepository, 'put' | 'remove'>;
  /** Counts follows per phone and per push-service host, so no one caller fills a tournament's audience. */
  rateLimiter: RateLimiter;
  clock: Clock;
  /** Origins allowed for push endpoints besides public https (the local emulator). */
  allowedOrigins: readonly string[];
}

/** What the sender needs: the current match and tournament, who follows them, and the push service. */
export interface SenderPorts {
  tournaments: Pick<TournamentRepository, 'get' | 'linksOfTournament'>;
  structure: Pick<TournamentStructureRepository, 'getTeam'>;
  teams: Pick<TeamRepository, 'get'>;
  matches: Pick<MatchRepository, 'get' | 'listByTournament'>;
  publicReads: Pick<PublicReadRepository, 'hiddenAges'>;
  follows: Pick<PushFollowRepository, 'followers' | 'firstPage' | 'rangePages' | 'remove'>;
  push: PushSender;
  /** Queues the deliveries left for later (timeouts, 5xx), delayed by `delaySeconds`. */
  retryLater: (message: DeliveryMessage, delaySeconds: number) => Promise<void>;
  /** Queues a request to be looked at again after `delaySeconds` (the "confirmation missing" check). */
  checkLater: (request: NotificationRequest, delaySeconds: number) => Promise<void>;
  /** Notifications that go out once however often their message arrives. */
  marks: NotificationMarks;
  clock: Clock;
  /** The first retry's delay; later ones grow fourfold. */
  retryBaseSeconds?: number;
  /** Full-time to the confirmation check (default CONFIRMATION_MISSING_AFTER_SECONDS; seconds locally). */
  confirmationMissingAfterSeconds?: number;
}

export type { NotificationRequests };
