import { createDatabase, dynamoMatchRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamo } from '@pitchside/core/aws';
import type { LocalCloudHandle } from './local-cloud-handle';

/** The match and tournament-structure rows read straight from the table, to check what the queue wrote. */
export function tableReaders(cloud: LocalCloudHandle) {
  const db = createDatabase(cloud.resources.tableName, dynamo());
  return { matches: dynamoMatchRepository(db), structure: dynamoTournamentStructureRepository(db) };
}
