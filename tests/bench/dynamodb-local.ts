/**
 * `npm run bench:dynamodb-local`: what one operation costs DynamoDB Local itself — the JVM's CPU time per
 * GetItem, Query and two-item TransactWriteItems, read from /proc — started exactly as the local cloud
 * starts it (PITCHSIDE_PORT_OFFSET, default 850). It explains the live benchmark: a goal is one read and one
 * transaction on the referee's request and a read plus four follower queries in the consumer, and on a
 * two-core machine the JVM's share of that sets a floor under 20 goals posted at the same instant.
 * Figures, not a pass/fail.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { LOCAL_REGION } from '../../infra/resources';
import { recordFigures, type FigureRow } from './support/performance-doc';

process.env.PITCHSIDE_PORT_OFFSET ??= '850';

const OPERATIONS = 1000;
const WARM_UP = 300;
const TABLE = 'bench-table';
/** A match-sized item (its goals and cards make a few KB) with four index keys, like a match row. */
const MATCH_BYTES = 4000;

function readCmdline(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function jvmMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function main(): Promise<void> {
  const [{ startDynamoDb }, { localProfile }, { killAllNow, stopAll }] = await Promise.all([
    import('../../infra/local/emulators/dynamodb'),
    import('../../infra/local/profile'),
    import('../../infra/local/processes'),
  ]);
  process.on('exit', killAllNow);
  const endpoint = await startDynamoDb(localProfile('test'), () => undefined);
  const port = new URL(endpoint).port;
  const pid = Number(readdirSync('/proc').find((entry) => /^\d+$/.test(entry) && readCmdline(entry).includes('DynamoDBLocal') && readCmdline(entry).includes(`-port\0${port}`)));
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const indexes = [1, 2, 3, 4].map((n) => ({
    IndexName: `gsi${n}`,
    KeySchema: [
      { AttributeName: `gsi${n}pk`, KeyType: 'HASH' as const },
      { AttributeName: `gsi${n}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  }));
  await client.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
        ...indexes.flatMap((index) => index.KeySchema.map((key) => ({ AttributeName: key.AttributeName, AttributeType: 'S' as const }))),
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
    }),
  );
  const match = (i: number, version: number) => ({
    pk: { S: `tournament#t1#match#m${i % 200}` },
    sk: { S: 'match' },
    version: { N: String(version) },
    body: { S: 'x'.repeat(MATCH_BYTES) },
    ...Object.fromEntries(
      indexes.flatMap((_, n) => [
        [`gsi${n + 1}pk`, { S: `index${n + 1}#t1` }],
        [`gsi${n + 1}sk`, { S: `m${i % 200}` }],
      ]),
    ),
  });
  for (let i = 0; i < 200; i += 1) await client.send(new PutItemCommand({ TableName: TABLE, Item: match(i, 0) }));

  const operations: [string, (i: number) => Promise<unknown>][] = [
    ['GetItem (a match)', (i) => client.send(new GetItemCommand({ TableName: TABLE, Key: { pk: { S: `tournament#t1#match#m${i % 200}` }, sk: { S: 'match' } } }))],
    [
      'Query, nothing found (followers of a quiet topic)',
      (i) => client.send(new QueryCommand({ TableName: TABLE, KeyConditionExpression: 'pk = :topic', ExpressionAttributeValues: { ':topic': { S: `topic#${i}` } } })),
    ],
    [
      'TransactWriteItems, 2 items (match with 4 indexes + audit row)',
      (i) =>
        client.send(
          new TransactWriteItemsCommand({
            TransactItems: [
              { Put: { TableName: TABLE, Item: match(i, i + 1) } },
              { Put: { TableName: TABLE, Item: { pk: { S: `tournament#t1#match#m${i % 200}` }, sk: { S: `audit#${i}` }, body: { S: 'y'.repeat(300) } } } },
            ],
          }),
        ),
    ],
  ];
  console.log(`DynamoDB Local (pid ${pid}): JVM CPU time per operation, ${OPERATIONS} operations one after another after ${WARM_UP} to warm up`);
  const figures: FigureRow[] = [];
  for (const [name, operation] of operations) {
    for (let i = 0; i < WARM_UP; i += 1) await operation(i);
    const cpuBefore = jvmMilliseconds(pid);
    const started = performance.now();
    for (let i = 0; i < OPERATIONS; i += 1) await operation(i);
    const wall = (performance.now() - started) / OPERATIONS;
    const cpu = (jvmMilliseconds(pid) - cpuBefore) / OPERATIONS;
    console.log(`  ${name.padEnd(64)} JVM CPU ${cpu.toFixed(2)} ms   round trip ${wall.toFixed(2)} ms`);
    figures.push({ measure: `${name}: JVM CPU / round trip`, current: `${cpu.toFixed(2)} ms / ${wall.toFixed(2)} ms`, target: '—' });
  }
  recordFigures('dynamodb-local', figures);
  await stopAll();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
