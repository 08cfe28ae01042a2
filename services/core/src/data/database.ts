import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENTITIES } from './entities';

/** All entities bound to one table and client: what adapters query through. */
export function createDatabase(tableName: string, client: DynamoDBDocumentClient) {
  return new Service(ENTITIES, { table: tableName, client });
}

export type Database = ReturnType<typeof createDatabase>;
