import { Tags, type App, type Stage, type aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import type { StageConfig } from './config';
import type { FunctionCatalog } from './functions/catalog';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack';
import { FIREWALL_REGION, FirewallStack } from './stacks/firewall-stack';
import { MessagingStack } from './stacks/messaging-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { StorageStack } from './stacks/storage-stack';
import { WebStack } from './stacks/web-stack';

export interface PitchsideStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly storage: StorageStack;
  readonly messaging: MessagingStack;
  readonly api: ApiStack;
  readonly firewall: FirewallStack;
  readonly web: WebStack;
  readonly monitoring: MonitoringStack;
  readonly edgeMonitoring: EdgeMonitoringStack;
}

/**
 * The whole product for one stage. Stateful stacks (table, user pool, buckets, queues) are apart from the
 * stateless ones (functions, APIs, distribution), which can be replaced or destroyed freely; the
 * stateful ones carry termination protection in production.
 */
export function buildPitchside(scope: App | Stage, config: StageConfig, options: { catalog?: FunctionCatalog } = {}): PitchsideStacks {
  const name = (part: string) => `Pitchside-${config.stage}-${part}`;
  const env = config.env;
  const stateful = { env, config, terminationProtection: config.production };
  const stateless = { env, config };

  const data = new DataStack(scope, name('Data'), { ...stateful, description: 'Pitchside: the DynamoDB table (stateful)' });
  const auth = new AuthStack(scope, name('Auth'), { ...stateful, description: 'Pitchside: the Cognito user pool and web client (stateful)' });
  const storage = new StorageStack(scope, name('Storage'), { ...stateful, description: 'Pitchside: uploads and web buckets (stateful)' });
  const messaging = new MessagingStack(scope, name('Messaging'), {
    ...stateful,
    description: 'Pitchside: the match-events topic, its standings and live queues, the notifications queue, and their DLQs (stateful)',
  });
  const api = new ApiStack(scope, name('Api'), {
    ...stateless,
    description: 'Pitchside: functions, HTTP API and WebSocket API (stateless)',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    matchEventsTopic: messaging.matchEventsTopic,
    matchEventsQueue: messaging.matchEventsQueue,
    liveMatchEventsQueue: messaging.liveMatchEventsQueue,
    notificationsQueue: messaging.notificationsQueue,
    uploadsBucket: storage.uploadsBucket,
    ...(options.catalog ? { catalog: options.catalog } : {}),
  });
  // CloudFront's web ACL must live in us-east-1; the distribution names it across regions.
  const firewall = new FirewallStack(scope, name('Firewall'), {
    env: { account: env.account, region: FIREWALL_REGION },
    config,
    description: 'Pitchside: the WAF web ACL in front of CloudFront (us-east-1, stateless)',
    crossRegionReferences: env.region !== FIREWALL_REGION,
  });
  const web = new WebStack(scope, name('Web'), {
    ...stateless,
    crossRegionReferences: env.region !== FIREWALL_REGION,
    webAclArn: firewall.webAcl.attrArn,
    originVerifySecret: api.originVerifySecret.secretValue.unsafeUnwrap(),
    logsBucket: storage.logsBucket,
    description: 'Pitchside: CloudFront distribution and the web app (stateless)',
    webBucket: storage.webBucket,
    uploadsBucket: storage.uploadsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    httpApi: api.httpApi,
    webSocketApi: api.webSocketApi,
  });

  // Alarms, their topic and the match-day dashboard: over every queue and function declared above.
  const monitoring = new MonitoringStack(scope, name('Monitoring'), {
    ...stateless,
    description: 'Pitchside: alarms, their SNS topic and the match-day dashboard (stateless)',
    functions: api.functions,
    queues: messaging.queues,
    webSocketApi: api.webSocketApi,
  });
  const edgeMonitoring = new EdgeMonitoringStack(scope, name('EdgeMonitoring'), {
    env: { account: env.account, region: FIREWALL_REGION },
    config,
    description: 'Pitchside: the WAF block-spike alarm and its topic (us-east-1, stateless)',
    webAclMetricName: (firewall.webAcl.visibilityConfig as wafv2.CfnWebACL.VisibilityConfigProperty).metricName,
  });

  Tags.of(scope).add('project', 'pitchside');
  Tags.of(scope).add('stage', config.stage);
  return { data, auth, storage, messaging, api, firewall, web, monitoring, edgeMonitoring };
}
