import { RemovalPolicy, Stack, type StackProps, aws_dynamodb as dynamodb } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { tableIndexes } from '@pitchside/core/data';
import { resourceNames } from '../../resources';
import type { StageConfig } from '../config';

/** Items that expire (live connections, …) carry their expiry, in epoch seconds, in this attribute. */
export const TTL_ATTRIBUTE = 'expiresAt';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The single table. Its primary key and GSIs come from the ElectroDB entities (`tableIndexes()`), the
 * same function the local cloud creates DynamoDB Local's table from.
 */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;
    const { primary, globalSecondary } = tableIndexes();
    const key = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

    this.table = new dynamodb.Table(this, 'Table', {
      tableName: resourceNames(config.stage).table,
      partitionKey: key(primary.partitionKey),
      ...(primary.sortKey ? { sortKey: key(primary.sortKey) } : {}),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: config.production,
      removalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      // No stream: nothing reads one yet (standings are fed by the match-events queue). Turning one on
      // later is an in-place update.
    });
    for (const index of globalSecondary) {
      if (!index.indexName) throw new Error('A global secondary index without a name');
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        ...(index.sortKey ? { sortKey: key(index.sortKey) } : {}),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
