import type { Clock } from '@pitchside/core';
import type { MatchRecord, OrganizationRepository, TournamentRepository, UserRepository } from '@pitchside/core/data';
import type { PayRepository } from './adapters/pay-store';

/** The matches pay reads: a tournament's, and one referee's across tournaments (the referee index). */
export interface OfficiatedMatches {
  ofTournament(tournamentId: string): Promise<MatchRecord[]>;
  ofReferee(refereeId: string): Promise<MatchRecord[]>;
}

/** What the referee-pay use cases reach outside themselves. */
export interface RefereePayPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked'>;
  matches: OfficiatedMatches;
  users: Pick<UserRepository, 'findByUid'>;
  pay: PayRepository;
  clock: Clock;
}
