/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import { Match } from 'aws-cdk-lib/assertions';
import { ROLES } from '@pitchside/shared';
import { tableIndexes } from '@pitchside/core/data';
import { ACCESS_LOGS, LIVE_MATCH_EVENTS_QUEUE, MATCH_EVENTS_QUEUE, MATCH_EVENTS_TOPIC, NOTIFICATIONS_QUEUE, QUEUES, UPLOADS_BUCKET, USER_POOL, resourceNames } from '../resources';
import { TTL_ATTRIBUTE } from './stacks/data-stack';
import { buildTestApp, resources, TEST_APP_URL, type TestApp, removeTemporaryFolders } from './test-support';

afterAll(removeTemporaryFolders);

/** The resource types that hold data: RETAIN in production, whatever the stack. */
const STATEFUL_TYPES = ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket', 'AWS::SQS::Queue'];

let prod: TestApp;
let dev: TestApp;

beforeAll(() => {
  prod = buildTestApp({ stage: 'prod' });
  dev = buildTestApp({ stage: 'dev', settings: { appUrl: undefined } });
});

describe('DataStack: the single table', () => {
  test('keys and GSIs are exactly tableIndexes(), all strings', () => {
    const { primary, globalSecondary } = tableIndexes();
    const table = Object.values(resources(prod.templates.data, 'AWS::DynamoDB::Table'))[0]!.Properties as any;
    expect(table.KeySchema).toEqual([{ AttributeName: primary.partitionKey, KeyType: 'HASH' }, ...(primary.sortKey ? [{ AttributeName: primary.sortKey, KeyType: 'RANGE' }] : [])]);
    const gsis = (table.GlobalSecondaryIndexes ?? []) as any[];
    expect(
      gsis
        .map((gsi) => ({
          indexName: gsi.IndexName,
          partitionKey: gsi.KeySchema.find((key: any) => key.KeyType === 'HASH').AttributeName,
          sortKey: gsi.KeySchema.find((key: any) => key.KeyType === 'RANGE')?.AttributeName,
        }))
        .sort((a, b) => a.indexName.localeCompare(b.indexName)),
    ).toEqual(globalSecondary.map((index) => ({ indexName: index.indexName, partitionKey: index.partitionKey, sortKey: index.sortKey })));
    for (const attribute of table.AttributeDefinitions) expect(attribute.AttributeType).toBe('S');
  });

  test('on demand, point-in-time recovery, TTL on expiresAt, named for the stage', () => {
    prod.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: resourceNames('prod').table,
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      DeletionProtectionEnabled: true,
    });
  });
});

describe('MessagingStack: match events', () => {
  test(`the DLQ takes a message after ${MATCH_EVENTS_QUEUE.maxReceiveCount} receives`, () => {
    const queues = resources(prod.templates.messaging, 'AWS::SQS::Queue');
    const dlqId = Object.entries(queues).find(([, queue]) => queue.Properties!.QueueName === resourceNames('prod').matchEventsDlq)![0];
    prod.templates.messaging.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: resourceNames('prod').matchEventsQueue,
      VisibilityTimeout: MATCH_EVENTS_QUEUE.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: MATCH_EVENTS_QUEUE.maxReceiveCount },
    });
    prod.templates.messaging.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: resourceNames('prod').matchEventsDlq,
      MessageRetentionPeriod: MATCH_EVENTS_QUEUE.dlqRetentionDays * 24 * 60 * 60,
    });
  });

  test('every queue (standings, live, notifications and their DLQs) is encrypted (SQS-managed) and refuses plain HTTP', () => {
    for (const queue of Object.values(resources(prod.templates.messaging, 'AWS::SQS::Queue'))) expect(queue.Properties!.SqsManagedSseEnabled).toBe(true);
    prod.templates.messaging.resourcePropertiesCountIs(
      'AWS::SQS::QueuePolicy',
      { PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) } },
      Object.keys(QUEUES).length * 2,
    );
  });

  test(`the live queue: its DLQ after ${LIVE_MATCH_EVENTS_QUEUE.maxReceiveCount} receives, a visibility timeout six times the fan-out's`, () => {
    const queues = resources(prod.templates.messaging, 'AWS::SQS::Queue');
    const dlqId = Object.entries(queues).find(([, queue]) => queue.Properties!.QueueName === resourceNames('prod').liveMatchEventsDlq)![0];
    prod.templates.messaging.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: resourceNames('prod').liveMatchEventsQueue,
      VisibilityTimeout: LIVE_MATCH_EVENTS_QUEUE.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: LIVE_MATCH_EVENTS_QUEUE.maxReceiveCount },
    });
    expect(LIVE_MATCH_EVENTS_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * LIVE_MATCH_EVENTS_QUEUE.consumerTimeoutSeconds);
  });

  test('the match-events topic: one raw-delivery subscription per subscribed queue, each queue letting only this topic send', () => {
    const topics = resources(prod.templates.messaging, 'AWS::SNS::Topic');
    const [topicId, topic] = Object.entries(topics).find(([, one]) => one.Properties!.TopicName === resourceNames('prod').matchEventsTopic)!;
    expect(topic.Properties!.KmsMasterKeyId).toBeDefined();
    const queues = resources(prod.templates.messaging, 'AWS::SQS::Queue');
    const queueId = (name: string) => Object.entries(queues).find(([, queue]) => queue.Properties!.QueueName === name)![0];
    const subscribed = MATCH_EVENTS_TOPIC.subscribers.map((key) => queueId(resourceNames('prod')[`${key}Queue`]));
    const subscriptions = Object.values(resources(prod.templates.messaging, 'AWS::SNS::Subscription')).map((one) => one.Properties as any);
    expect(subscriptions).toHaveLength(subscribed.length);
    for (const queue of subscribed) {
      expect(subscriptions).toContainEqual(expect.objectContaining({ Protocol: 'sqs', TopicArn: { Ref: topicId }, Endpoint: { 'Fn::GetAtt': [queue, 'Arn'] }, RawMessageDelivery: true }));
      prod.templates.messaging.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queue }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Allow', Action: 'sqs:SendMessage', Principal: { Service: 'sns.amazonaws.com' }, Condition: { ArnEquals: { 'aws:SourceArn': { Ref: topicId } } } }),
          ]),
        },
      });
    }
  });

  test("the notifications queue: its DLQ after NOTIFICATIONS_QUEUE.maxReceiveCount, a visibility timeout six times the sender's", () => {
    const [dlqId] = Object.entries(resources(prod.templates.messaging, 'AWS::SQS::Queue')).find(([, queue]) => queue.Properties!.QueueName === resourceNames('prod').notificationsDlq) ?? [];
    prod.templates.messaging.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: resourceNames('prod').notificationsQueue,
      VisibilityTimeout: NOTIFICATIONS_QUEUE.visibilityTimeoutSeconds,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: NOTIFICATIONS_QUEUE.maxReceiveCount },
    });
  });
});

describe('AuthStack: the user pool', () => {
  test("sign-in by e-mail, the spec's password rule, invitations only", () => {
    const policy = USER_POOL.passwordPolicy;
    prod.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: policy.minLength,
          RequireLowercase: policy.requireLowercase,
          RequireUppercase: policy.requireUppercase,
          RequireNumbers: policy.requireDigits,
          RequireSymbols: policy.requireSymbols,
        }),
      },
    });
  });

  test('one group per role', () => {
    const groups = Object.values(resources(prod.templates.auth, 'AWS::Cognito::UserPoolGroup')).map((group) => group.Properties!.GroupName);
    expect(groups.sort()).toEqual([...USER_POOL.groups].sort());
    expect([...USER_POOL.groups].sort()).toEqual([...ROLES].sort());
  });

  test("the web client: no secret, USER_POOL's auth flows, its token validity", () => {
    const client = Object.values(resources(prod.templates.auth, 'AWS::Cognito::UserPoolClient'))[0]!.Properties as any;
    expect(client.GenerateSecret).toBe(false);
    expect([...client.ExplicitAuthFlows].sort()).toEqual([...USER_POOL.authFlows].sort());
    expect(client.IdTokenValidity).toBe(USER_POOL.idTokenValidityMinutes);
    expect(client.RefreshTokenValidity).toBe(USER_POOL.refreshTokenValidityDays * 24 * 60);
    expect(client.PreventUserExistenceErrors).toBe('ENABLED');
  });

  test("a person's own token may write their name only, never their e-mail; a changed e-mail waits for verification", () => {
    const client = Object.values(resources(prod.templates.auth, 'AWS::Cognito::UserPoolClient'))[0]!.Properties as any;
    expect(client.WriteAttributes).toEqual([...USER_POOL.clientWriteAttributes]);
    expect(client.WriteAttributes).not.toContain('email');
    const pool = Object.values(resources(prod.templates.auth, 'AWS::Cognito::UserPool'))[0]!.Properties as any;
    expect(pool.UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ['email'] });
  });
});

describe('StorageStack: buckets', () => {
  const uploads = (app: TestApp) =>
    Object.values(resources(app.templates.storage, 'AWS::S3::Bucket')).find((bucket) => JSON.stringify(bucket.Properties!.BucketName ?? '').includes('uploads'))!.Properties as any;

  test('all three private (uploads, web, access logs): public access blocked, S3-managed encryption, TLS only', () => {
    const buckets = Object.values(resources(prod.templates.storage, 'AWS::S3::Bucket'));
    expect(buckets).toHaveLength(3);
    for (const bucket of buckets) {
      expect(bucket.Properties).toMatchObject({
        PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      });
    }
    prod.templates.storage.resourcePropertiesCountIs(
      'AWS::S3::BucketPolicy',
      { PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) } },
      3,
    );
  });

  test('access logs: the uploads and web buckets log to the log bucket, which keeps them ACCESS_LOGS.retainDays', () => {
    const all = resources(prod.templates.storage, 'AWS::S3::Bucket');
    const [logsId, logs] = Object.entries(all).find(([id]) => id.startsWith('LogsBucket'))!;
    const prefixes = Object.values(all)
      .map((bucket) => (bucket.Properties as any).LoggingConfiguration)
      .filter(Boolean)
      .map((logging: any) => ({ bucket: logging.DestinationBucketName.Ref, prefix: logging.LogFilePrefix }));
    expect(prefixes.sort((a, b) => a.prefix.localeCompare(b.prefix))).toEqual([
      { bucket: logsId, prefix: 'uploads/' },
      { bucket: logsId, prefix: 'web/' },
    ]);
    // CloudFront's standard logs are delivered with ACLs: the one bucket that keeps them enabled.
    expect((logs.Properties as any).OwnershipControls.Rules[0].ObjectOwnership).toBe('BucketOwnerPreferred');
    expect((logs.Properties as any).LifecycleConfiguration.Rules[0].ExpirationInDays).toBe(ACCESS_LOGS.retainDays);
  });

  test("uploads: browser PUT from the app's origin only, imports expire", () => {
    const bucket = uploads(prod);
    expect(bucket.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: [TEST_APP_URL] })]);
    expect(bucket.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([expect.objectContaining({ Prefix: UPLOADS_BUCKET.uploadPrefix, ExpirationInDays: UPLOADS_BUCKET.expireAfterDays, Status: 'Enabled' })]),
    );
  });

  test('uploads, stage without appUrl yet: no browser origin at all, never "*" nor every CloudFront domain', () => {
    expect(uploads(dev).CorsConfiguration).toBeUndefined();
  });

  test('web bucket: only CloudFront (OAC) of this account may read, no one may list', () => {
    prod.templates.storage.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceAccount': '123456789012' }, ArnLike: { 'AWS:SourceArn': 'arn:aws:cloudfront::123456789012:distribution/*' } },
          }),
        ]),
      },
    });
  });
});

describe('stateful resources in production', () => {
  test.each(STATEFUL_TYPES)('every %s is RETAIN in prod', (type) => {
    const found = Object.values(prod.stacks).flatMap((stack) => Object.values(resources(prod.templates[stackKey(prod, stack.stackName)], type)));
    expect(found.length).toBeGreaterThan(0);
    for (const resource of found) {
      expect(resource.DeletionPolicy).toBe('Retain');
      expect(resource.UpdateReplacePolicy).toBe('Retain');
    }
  });

  test('stateful stacks are termination-protected in prod, not in dev; the stateless ones never', () => {
    for (const key of ['data', 'auth', 'storage', 'messaging'] as const) {
      expect(prod.stacks[key].terminationProtection).toBe(true);
      expect(dev.stacks[key].terminationProtection).toBe(false);
    }
    for (const key of ['api', 'web'] as const) expect(prod.stacks[key].terminationProtection).toBe(false);
  });

  test('stateless stacks hold no stateful resource', () => {
    for (const key of ['api', 'web'] as const) {
      for (const type of STATEFUL_TYPES) expect(Object.keys(resources(prod.templates[key], type))).toEqual([]);
    }
  });

  test('a dev stage can be torn down: table, buckets and queues are DESTROY (the user pool is always kept)', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::SQS::Queue']) {
      const found = Object.values(dev.stacks).flatMap((stack) => Object.values(resources(dev.templates[stackKey(dev, stack.stackName)], type)));
      for (const resource of found) expect(resource.DeletionPolicy).toBe('Delete');
    }
    dev.templates.auth.hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });
});

function stackKey(app: TestApp, stackName: string): keyof TestApp['stacks'] {
  const entry = Object.entries(app.stacks).find(([, stack]) => stack.stackName === stackName);
  if (!entry) throw new Error(`No stack ${stackName}`);
  return entry[0] as keyof TestApp['stacks'];
}
