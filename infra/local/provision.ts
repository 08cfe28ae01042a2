import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, CreateGroupCommand, CreateUserPoolClientCommand, CreateUserPoolCommand, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceNotFoundException, UpdateTableCommand, UpdateTimeToLiveCommand, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateTopicCommand, SNSClient, SubscribeCommand } from '@aws-sdk/client-sns';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { keyAttributeNames, tableIndexes } from '@pitchside/core/data';
import { LIVE_MATCH_EVENTS_QUEUE, MATCH_EVENTS_QUEUE, MATCH_EVENTS_TOPIC, NOTIFICATIONS_QUEUE, USER_POOL, resourceNames } from '../resources';
import { gatewayUrl, type LocalProfile } from './profile';

export interface ProvisionedResources {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  matchEventsTopicArn: string;
  /** The standings consumer's subscription of the topic. */
  matchEventsQueueUrl: string;
  matchEventsDlqUrl: string;
  /** The live fan-out's subscription of the topic. */
  liveMatchEventsQueueUrl: string;
  liveMatchEventsDlqUrl: string;
  notificationsQueueUrl: string;
  notificationsDlqUrl: string;
  uploadsBucket: string;
}

/** Creates the table from the entities' indexes, exactly as the CDK data stack does; no-op when it exists. */
const keySchema = (index: { partitionKey: string; sortKey?: string }) => [
  { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
  ...(index.sortKey ? [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }] : []),
];

/** A table kept from an earlier start gets the GSIs that entities have declared since. */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, existing: readonly string[]): Promise<void> {
  for (const index of tableIndexes().globalSecondary) {
    if (!index.indexName || existing.includes(index.indexName)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributeNames().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.indexName, KeySchema: keySchema(index), Projection: { ProjectionType: 'ALL' } } }],
      }),
    );
  }
}

async function provisionTable(tableName: string): Promise<void> {
  const client = new DynamoDBClient({});
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(
      client,
      tableName,
      (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? ''),
    );
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { primary, globalSecondary } = tableIndexes();
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributeNames().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: keySchema(primary),
      ...(globalSecondary.length > 0
        ? {
            GlobalSecondaryIndexes: globalSecondary.map((index) => ({ IndexName: index.indexName, KeySchema: keySchema(index), Projection: { ProjectionType: 'ALL' } })),
          }
        : {}),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } }));
}

interface CognitoState {
  userPoolId: string;
  userPoolClientId: string;
}

/** cognito-local gives pools random ids; we remember ours so a restart finds its users again. */
async function provisionUserPool(profile: LocalProfile, names: ReturnType<typeof resourceNames>): Promise<CognitoState> {
  const client = new CognitoIdentityProviderClient({});
  const stateFile = join(profile.dataDir, 'cognito-state.json');
  if (existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as CognitoState;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
      return state;
    } catch {
      // The emulator's data was wiped: create the pool again below.
    }
  }
  const { passwordPolicy } = USER_POOL;
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: names.userPool,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: passwordPolicy.minLength,
          RequireLowercase: passwordPolicy.requireLowercase,
          RequireUppercase: passwordPolicy.requireUppercase,
          RequireNumbers: passwordPolicy.requireDigits,
          RequireSymbols: passwordPolicy.requireSymbols,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('The Cognito emulator did not return a pool id');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: names.userPoolClient,
      ExplicitAuthFlows: [...USER_POOL.authFlows],
      GenerateSecret: false,
      IdTokenValidity: USER_POOL.idTokenValidityMinutes,
      AccessTokenValidity: USER_POOL.idTokenValidityMinutes,
      RefreshTokenValidity: USER_POOL.refreshTokenValidityDays,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
      WriteAttributes: [...USER_POOL.clientWriteAttributes],
    }),
  );
  const userPoolClientId = appClient.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('The Cognito emulator did not return a client id');
  for (const group of USER_POOL.groups) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  const state = { userPoolId, userPoolClientId };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
}

/** A queue and its DLQ, with the same redrive policy the messaging stack sets. */
async function provisionQueue(
  queueName: string,
  dlqName: string,
  settings: { dlqRetentionDays: number; visibilityTimeoutSeconds: number; maxReceiveCount: number },
): Promise<{ queueUrl: string; dlqUrl: string }> {
  const client = new SQSClient({ useQueueUrlAsEndpoint: false });
  const dlq = await client.send(new CreateQueueCommand({ QueueName: dlqName, Attributes: { MessageRetentionPeriod: String(settings.dlqRetentionDays * 86400) } }));
  const dlqUrl = dlq.QueueUrl as string;
  const dlqAttributes = await client.send(new GetQueueAttributesCommand({ QueueUrl: dlqUrl, AttributeNames: ['QueueArn'] }));
  const queue = await client.send(
    new CreateQueueCommand({
      QueueName: queueName,
      Attributes: {
        VisibilityTimeout: String(settings.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqAttributes.Attributes?.QueueArn, maxReceiveCount: settings.maxReceiveCount }),
      },
    }),
  );
  return { queueUrl: queue.QueueUrl as string, dlqUrl };
}

/**
 * The match-events topic and its subscriptions, as the messaging stack makes them: each queue of
 * MATCH_EVENTS_TOPIC subscribed with raw message delivery (fauxqs emulates SNS on the SQS endpoint, and
 * delivers a publish to every subscribed queue, the message attributes as SQS message attributes).
 */
async function provisionTopic(topicName: string, queueUrls: Record<(typeof MATCH_EVENTS_TOPIC.subscribers)[number], string>): Promise<string> {
  const sns = new SNSClient({});
  const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
  const { TopicArn } = await sns.send(new CreateTopicCommand({ Name: topicName }));
  if (!TopicArn) throw new Error('The SNS emulator did not return a topic ARN');
  for (const key of MATCH_EVENTS_TOPIC.subscribers) {
    const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrls[key], AttributeNames: ['QueueArn'] }));
    await sns.send(
      new SubscribeCommand({
        TopicArn,
        Protocol: 'sqs',
        Endpoint: Attributes?.QueueArn,
        Attributes: { RawMessageDelivery: String(MATCH_EVENTS_TOPIC.rawMessageDelivery) },
      }),
    );
  }
  return TopicArn;
}

async function provisionBucket(profile: LocalProfile, bucket: string): Promise<void> {
  const client = new S3Client({ forcePathStyle: true });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [gatewayUrl(profile), gatewayUrl(profile).replace('localhost', '127.0.0.1')],
            AllowedMethods: ['PUT', 'GET'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

export async function provision(profile: LocalProfile): Promise<ProvisionedResources> {
  const names = resourceNames(`local-${profile.name}`);
  const [, cognito, queues, liveQueues, notifications] = await Promise.all([
    provisionTable(names.table),
    provisionUserPool(profile, names),
    provisionQueue(names.matchEventsQueue, names.matchEventsDlq, MATCH_EVENTS_QUEUE),
    provisionQueue(names.liveMatchEventsQueue, names.liveMatchEventsDlq, LIVE_MATCH_EVENTS_QUEUE),
    provisionQueue(names.notificationsQueue, names.notificationsDlq, NOTIFICATIONS_QUEUE),
    provisionBucket(profile, names.uploadsBucket),
  ]);
  return {
    tableName: names.table,
    userPoolId: cognito.userPoolId,
    userPoolClientId: cognito.userPoolClientId,
    matchEventsTopicArn: await provisionTopic(names.matchEventsTopic, { matchEvents: queues.queueUrl, liveMatchEvents: liveQueues.queueUrl }),
    matchEventsQueueUrl: queues.queueUrl,
    matchEventsDlqUrl: queues.dlqUrl,
    liveMatchEventsQueueUrl: liveQueues.queueUrl,
    liveMatchEventsDlqUrl: liveQueues.dlqUrl,
    notificationsQueueUrl: notifications.queueUrl,
    notificationsDlqUrl: notifications.dlqUrl,
    uploadsBucket: names.uploadsBucket,
  };
}
