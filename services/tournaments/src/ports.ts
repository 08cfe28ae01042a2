import type { Clock } from '@pitchside/core';
import type { MatchRepository, OrganizationRepository, TeamRepository, TournamentRepository, TournamentStructureRepository } from '@pitchside/core/data';

/** Everything the tournaments use cases reach outside themselves. Tests pass in-memory versions. */
export interface TournamentsPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser' | 'getMembership' | 'membersOf' | 'getOrganization'>;
  tournaments: TournamentRepository;
  structure: TournamentStructureRepository;
  matches: MatchRepository;
  teams: TeamRepository;
  clock: Clock;
  newId: () => string;
}
