import { randomUUID } from 'node:crypto';
import { UPLOADS } from './uploads-config';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoOrganizationRepository, dynamoTeamRepository, dynamoTournamentRepository, type MatchRepository } from '@pitchside/core/data';
import { dynamo, s3UploadStore } from '@pitchside/core/aws';
import { dynamoImportJobRepository } from './adapters/import-jobs';
import { dynamoImportStore } from './adapters/import-store';
import type { ImportsPorts } from './ports';
import { DEFAULT_IMPORT_LIMITS } from './workbook/limits';

/** The real ports, built once per execution environment from the function's env (`matches`: the CSV export). */
export function productionPorts(): ImportsPorts & { matches: MatchRepository } {
  const env = loadEnv(['tableName', 'uploadsBucket']);
  const db = createDatabase(env.tableName, dynamo());
  return {
    organizations: dynamoOrganizationRepository(db),
    tournaments: dynamoTournamentRepository(db),
    jobs: dynamoImportJobRepository(db),
    store: dynamoImportStore(db),
    teams: dynamoTeamRepository(db),
    matches: dynamoMatchRepository(db),
    uploads: s3UploadStore(env.uploadsBucket),
    clock: systemClock,
    newId: randomUUID,
    limits: { ...DEFAULT_IMPORT_LIMITS, maxFileBytes: UPLOADS.maxUploadBytes },
    uploadUrlSeconds: UPLOADS.presignedUrlSeconds,
    uploadPrefix: UPLOADS.uploadPrefix,
  };
}
