import type { Clock, Mailer, NotificationRequests } from '@pitchside/core';
import type { OrganizationRepository, TeamRepository, TournamentRepository, TournamentStructureRepository, UserRepository } from '@pitchside/core/data';
import type { ScheduleRepository } from './adapters/schedule-records';
import type { MatchesMovedNotifier } from './notify/matches-moved';

/** What the scheduling use cases reach outside themselves; unit tests pass in-memory versions. */
export interface SchedulingPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked' | 'setHasSchedule'>;
  structure: Pick<TournamentStructureRepository, 'divisions' | 'teams' | 'brackets' | 'addBrackets' | 'updateTeam'>;
  teams: Pick<TeamRepository, 'get' | 'listByOrg'>;
  users: Pick<UserRepository, 'findByUid'>;
  schedules: ScheduleRepository;
  mailer: Mailer;
  /** Tells the people concerned that matches have new expected kick-offs (running late): by e-mail and on their phones (handler.ts composes both). */
  matchesMoved: MatchesMovedNotifier;
  /** Phones to tell when a match's time or pitch changes (docs/delivery.md). */
  notifications: NotificationRequests;
  clock: Clock;
  newId: () => string;
}
