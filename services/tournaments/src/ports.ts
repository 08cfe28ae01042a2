import type { Clock, MatchRepository, OrganizationRepository, TeamRepository, TournamentRepository, TournamentStructureRepository } from '@pitchside/core';

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
