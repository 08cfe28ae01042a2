import type { Clock, Mailer, NotificationRequests } from '@pitchside/core';
import type { OrganizationRepository, TeamRepository, TournamentRepository, TournamentStructureRepository, UserRepository } from '@pitchside/core/data';
import type { ScheduleRepository } from './adapters/schedule-records';

/**
 * The port a running-late action tells people through (docs/scheduling.md, "Running late"): which
 * matches of which tournament now have new expected kick-offs, and why in words ('Pitch 4 is running 20
 * minutes late'). It reads the rows as they are after the write. This service implements the e-mail part
 * (coaches and referees of those matches); the push part (followers, signed-in roles) composes with it
 * through `composeMatchesMovedNotifiers`. Answers how many people were told.
 */
export interface MatchesMovedNotifier {
  notify(input: { tournamentId: string; matchIds: readonly string[]; reason: string }): Promise<number>;
}

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
