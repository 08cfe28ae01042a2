import { createHash } from 'node:crypto';
import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import type { LocalCloudHandle } from './local-cloud-handle';

export interface TableSnapshot {
  items: number;
  sha256: string;
}

/** JSON with object keys sorted, so the same item always gives the same text. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

async function scanOnce(client: DynamoDBClient, tableName: string): Promise<TableSnapshot> {
  const lines: string[] = [];
  for await (const page of paginateScan({ client }, { TableName: tableName, ConsistentRead: true })) {
    for (const item of page.Items ?? []) lines.push(stable(item));
  }
  lines.sort();
  return { items: lines.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') };
}

/**
 * The whole table as a count and a hash of every item: equal snapshots before and after a request prove
 * it wrote nothing. The queue consumer and the sweep write in the background (another test's match
 * events), so a snapshot is taken once two scans in a row agree.
 */
export async function tableSnapshot(cloud: LocalCloudHandle): Promise<TableSnapshot> {
  const client = new DynamoDBClient({});
  let previous = await scanOnce(client, cloud.resources.tableName);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const next = await scanOnce(client, cloud.resources.tableName);
    if (next.sha256 === previous.sha256) return next;
    previous = next;
  }
  return previous;
}
