import type {
  Clock, Mailer, NotificationRequests, OrganizationRepository, ScheduleRepository, TeamRepository, TournamentRepository, TournamentStructureRepository, UserRepository,
} from '@pitchside/core';

/** What the scheduling use cases reach outside themselves; unit tests pass in-memory versions. */
export interface SchedulingPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked' | 'setHasSchedule'>;
  structure: Pick<TournamentStructureRepository, 'divisions' | 'teams' | 'brackets' | 'addBrackets' | 'updateTeam'>;
  teams: Pick<TeamRepository, 'get' | 'listByOrg'>;
  users: Pick<UserRepository, 'findByUid'>;
  schedules: ScheduleRepository;
  mailer: Mailer;
  /** Phones to tell when a match's time or pitch changes (docs/notifications.md). */
  notifications: NotificationRequests;
  clock: Clock;
  newId: () => string;
}
