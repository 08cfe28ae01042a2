import { Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { liveConnectionEntity, liveSubscriptionEntity } from './entities/live-connection-entity';
import { userEntity } from './entities/user-entity';

/** All entities bound to one table and client: what adapters query through. */
export function createDatabase(tableName: string, client: DynamoDBDocumentClient) {
  return new Service({ user: userEntity, liveConnection: liveConnectionEntity, liveSubscription: liveSubscriptionEntity }, { table: tableName, client });
}

export type Database = ReturnType<typeof createDatabase>;
