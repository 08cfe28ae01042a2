import type { Clock } from '@pitchside/core';
import type { OrganizationRepository, TeamRepository, TournamentRepository } from '@pitchside/core/data';
import type { UploadStore } from '@pitchside/core/aws';
import type { ImportJobRepository } from './adapters/import-jobs';
import type { ImportStore } from './adapters/import-store';
import type { ImportLimits } from './workbook/limits';

/** Everything the imports use cases reach outside themselves. Tests pass in-memory versions. */
export interface ImportsPorts {
  organizations: Pick<OrganizationRepository, 'membershipsOfUser'>;
  tournaments: Pick<TournamentRepository, 'get' | 'isLinked'>;
  jobs: ImportJobRepository;
  store: ImportStore;
  teams: Pick<TeamRepository, 'create' | 'listPlayers' | 'takenRegistrations' | 'addPlayers'>;
  uploads: UploadStore;
  clock: Clock;
  newId: () => string;
  limits: ImportLimits;
  /** Seconds a presigned upload URL stays valid. */
  uploadUrlSeconds: number;
  /** The uploads bucket's prefix that starts the worker ('imports/'). */
  uploadPrefix: string;
}
