import { CognitoIdentityProviderClient, ListGroupsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { tableIndexes } from '@pitchside/core/data';
import { ROLES } from '@pitchside/shared';
import { MATCH_EVENTS_QUEUE } from '../../infra/resources';
import { localCloudHandle } from '../support/local-cloud-handle';

const cloud = localCloudHandle();

describe('resources the local cloud created from the shared definitions', () => {
  it('has the table keys and every GSI the entities declare', async () => {
    const { Table } = await new DynamoDBClient({}).send(new DescribeTableCommand({ TableName: cloud.resources.tableName }));
    const { primary, globalSecondary } = tableIndexes();
    expect(Table?.KeySchema).toEqual([
      { AttributeName: primary.partitionKey, KeyType: 'HASH' },
      { AttributeName: primary.sortKey, KeyType: 'RANGE' },
    ]);
    const gsis = (Table?.GlobalSecondaryIndexes ?? [])
      .map((index) => ({ indexName: index.IndexName, keys: index.KeySchema?.map((key) => key.AttributeName) }))
      .sort((a, b) => String(a.indexName).localeCompare(String(b.indexName)));
    expect(gsis).toEqual(globalSecondary.map((index) => ({ indexName: index.indexName, keys: [index.partitionKey, index.sortKey] })));
  });

  it('has one Cognito group per role', async () => {
    const { Groups = [] } = await new CognitoIdentityProviderClient({}).send(new ListGroupsCommand({ UserPoolId: cloud.resources.userPoolId }));
    expect(Groups.map((group) => group.GroupName).sort()).toEqual([...ROLES].sort());
  });

  it('sends match events to a DLQ after the configured number of receives', async () => {
    const client = new SQSClient({ useQueueUrlAsEndpoint: false });
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: cloud.resources.matchEventsQueueUrl, AttributeNames: ['RedrivePolicy'] }));
    const dlq = await client.send(new GetQueueAttributesCommand({ QueueUrl: cloud.resources.matchEventsDlqUrl, AttributeNames: ['QueueArn'] }));
    expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toEqual({ deadLetterTargetArn: dlq.Attributes?.QueueArn, maxReceiveCount: MATCH_EVENTS_QUEUE.maxReceiveCount });
  });

  it('lets the app origin PUT straight into the uploads bucket (CORS)', async () => {
    const { CORSRules = [] } = await new S3Client({ forcePathStyle: true }).send(new GetBucketCorsCommand({ Bucket: cloud.resources.uploadsBucket }));
    expect(CORSRules.some((rule) => rule.AllowedOrigins?.includes(cloud.url) && rule.AllowedMethods?.includes('PUT'))).toBe(true);
  });
});
