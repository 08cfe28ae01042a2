import type { Clock, NotificationRequests } from '@pitchside/core';
import type { MatchRepository, OrganizationRepository, TeamRepository, TournamentRepository, TournamentStructureRepository, UserRepository } from '@pitchside/core/data';
import type { CheckInRepository, PassSigner } from './adapters/check-in-store';
import type { DisciplineRepository } from './adapters/discipline-store';
import type { MatchDisputeRepository } from './adapters/match-disputes';
import type { MatchLiveRepository } from './adapters/match-live';
import type { MatchReportRepository } from './adapters/match-reports';
import type { MatchEventsPublisher } from '@pitchside/core/messaging';

/** What the matches use cases reach outside themselves; unit tests pass in-memory versions. */
export interface MatchesPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser' | 'membersOf'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked' | 'listByOrg'>;
  structure: Pick<TournamentStructureRepository, 'getTeam' | 'teams'>;
  teams: Pick<TeamRepository, 'get' | 'listPlayers' | 'listByCoach'>;
  matches: Pick<MatchRepository, 'get' | 'listByTournament' | 'addFixtures'>;
  live: MatchLiveRepository;
  disputes: MatchDisputeRepository;
  discipline: DisciplineRepository;
  /** Referees' match reports (issue 34). */
  reports: MatchReportRepository;
  /** The desk's settings and marks (docs/decisions/0065). */
  checkIn: CheckInRepository;
  passes: PassSigner;
  users: Pick<UserRepository, 'findByUid'>;
  publisher: MatchEventsPublisher;
  /** Phones to tell (docs/delivery.md): followers, the referee, the coaches, the organizer. */
  notifications: NotificationRequests;
  clock: Clock;
  newId: () => string;
}
