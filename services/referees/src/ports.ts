import type { Clock, Mailer } from '@pitchside/core';
import type { MatchRecord, MatchRepository, OrganizationRepository, TeamRepository, TournamentRepository, UserRepository } from '@pitchside/core/data';
import type { RefereeStore } from './adapters/referee-store';

export interface RefereesPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser' | 'membersOf'>;
  tournaments: Pick<TournamentRepository, 'get' | 'listByOrg'>;
  matches: Pick<MatchRepository, 'get' | 'listByTournament'>;
  /** A referee's assigned matches in every tournament (their bookings beside their offers). */
  assignedMatches: (refereeUid: string) => Promise<MatchRecord[]>;
  teams: Pick<TeamRepository, 'listByCoach'>;
  users: Pick<UserRepository, 'findByUid'>;
  store: RefereeStore;
  mailer: Mailer;
  /** The web app's address: an offer's e-mail links to the referee's offers. */
  appUrl: string;
  clock: Clock;
  newId: () => string;
}
