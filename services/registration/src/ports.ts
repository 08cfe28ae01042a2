import type { Clock, ConnectProvider, Mailer } from '@pitchside/core';
import type { EntryPaymentRepository, OrganizationRepository, RateLimiter, TournamentRepository, TournamentStructureRepository } from '@pitchside/core/data';
import type { RegistrationRepository } from './adapters/registrations';

/**
 * The tournament's teams as registration sees them: an accepted team becomes an entry of the tournament,
 * the same record the teams screen and an import make (so the scheduler, the console and the public pages
 * need nothing new). Every call is safe to repeat.
 */
export interface TournamentTeams {
  /** Enters the team in the division; `exists` when a team of that key is in the tournament already. */
  enter(team: { tournamentId: string; organizerUid: string; team: string; club: string; divisionId: string }): Promise<'entered' | 'exists'>;
  /** Moves an entered team to another division (its Default bracket); false when it is not entered. */
  move(tournamentId: string, teamKey: string, divisionId: string): Promise<boolean>;
  /** Takes the team out of the tournament; false when it was not in it. */
  leave(tournamentId: string, teamKey: string): Promise<boolean>;
  /** Whether a team of this key is in the tournament (entered by any way). */
  has(tournamentId: string, teamKey: string): Promise<boolean>;
}

export interface RegistrationPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser' | 'getOrganization'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked'>;
  structure: Pick<TournamentStructureRepository, 'divisions' | 'getDivision'>;
  registrations: RegistrationRepository;
  tournamentTeams: TournamentTeams;
  mailer: Mailer;
  /** A paid team that loses its place is refunded through Stripe (issue 32). */
  refunds: Pick<ConnectProvider, 'refund'>;
  entryPayments: Pick<EntryPaymentRepository, 'entryPayment' | 'markRefunded'>;
  /** Public writes per caller address (REGISTRATION_LIMITS.writesPerSourcePerHour). */
  rateLimiter: RateLimiter;
  /** The web app's address: the club's own page is linked from its application's e-mail. */
  appUrl: string;
  clock: Clock;
  /** Waits (the idempotency wait for a twin request in flight); tests pass a quick one. */
  sleep: (ms: number) => Promise<void>;
}
