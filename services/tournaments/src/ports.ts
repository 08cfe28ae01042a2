import type { Clock } from '@pitchside/core';
import type { LiveNotifier } from '@pitchside/core/aws';
import type { VenueDisplayRepository } from './adapters/venue-displays';
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

/** The venue screen's use cases (issue 35): display links and announcements, pushed to the displays' sockets. */
export interface VenuePorts extends Pick<TournamentsPorts, 'organizations' | 'tournaments' | 'clock' | 'newId'> {
  displays: VenueDisplayRepository;
  live: LiveNotifier;
}
