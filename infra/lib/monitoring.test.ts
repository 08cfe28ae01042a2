/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import { Match } from 'aws-cdk-lib/assertions';
import { METRIC, METRICS_NAMESPACE } from '@pitchside/shared';
import { ALARMS, QUEUES } from '../resources';
import { functionCatalog, type FunctionCatalog } from './functions/catalog';
import { buildTestApp, resources, type TestApp, removeTemporaryFolders } from './test-support';

afterAll(removeTemporaryFolders);

const ON_CALL = 'oncall@pitchside.test';
const catalog = functionCatalog();
// A function added later (here: a second queue consumer) must be watched with no other change.
const grown: FunctionCatalog = { ...catalog, laterConsumer: { ...catalog.standings!, description: 'A later consumer' } };

let prod: TestApp;
let dev: TestApp;

beforeAll(() => {
  prod = buildTestApp({ stage: 'prod', settings: { alarmEmail: ON_CALL }, catalog: grown });
  dev = buildTestApp({ stage: 'dev' });
});

const alarmsOf = (app: TestApp, stack: 'monitoring' | 'edgeMonitoring' = 'monitoring') =>
  Object.fromEntries(Object.values(resources(app.templates[stack], 'AWS::CloudWatch::Alarm')).map((resource: any) => [resource.Properties.AlarmName, resource.Properties]));
const topicRef = (app: TestApp, stack: 'monitoring' | 'edgeMonitoring' = 'monitoring') => ({ Ref: Object.keys(resources(app.templates[stack], 'AWS::SNS::Topic'))[0] });

function expectPagesTheTopic(app: TestApp, alarm: any, stack: 'monitoring' | 'edgeMonitoring' = 'monitoring') {
  expect(alarm.AlarmActions).toEqual([topicRef(app, stack)]);
  expect(alarm.OKActions).toEqual([topicRef(app, stack)]);
  expect(alarm.TreatMissingData).toBe('notBreaching');
}

describe('the alarm topic', () => {
  test('is one SNS topic per stage, with the stage’s on-call e-mail subscribed when configured', () => {
    prod.templates.monitoring.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'pitchside-prod-alarms' });
    prod.templates.monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ON_CALL, TopicArn: topicRef(prod) });
    prod.templates.edgeMonitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: ON_CALL });
    dev.templates.monitoring.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'pitchside-dev-alarms' });
    dev.templates.monitoring.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  test('refuses an alarm address that is not one', () => {
    expect(() => buildTestApp({ stage: 'qa', settings: { alarmEmail: 'not-an-address' } })).toThrow(/alarmEmail/);
  });
});

describe('queue alarms, for every queue of QUEUES', () => {
  test.each(Object.keys(QUEUES) as (keyof typeof QUEUES)[])('%s: any message in its DLQ, and its oldest message too old', (key) => {
    const alarms = alarmsOf(prod);
    const dlq = alarms[`pitchside-prod-${key}-dlq-not-empty`];
    expect(dlq).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Statistic: 'Maximum',
      Period: 60,
      Threshold: ALARMS.dlqMessages,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 1,
    });
    expect(JSON.stringify(dlq.Dimensions)).toContain('Dlq');
    expectPagesTheTopic(prod, dlq);
    const oldest = alarms[`pitchside-prod-${key}-oldest-message-age`];
    expect(oldest).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Statistic: 'Maximum',
      Threshold: QUEUES[key].oldestMessageAlarmSeconds,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 2,
    });
    expect(JSON.stringify(oldest.Dimensions)).not.toContain('Dlq');
    expectPagesTheTopic(prod, oldest);
  });
});

describe('function alarms, for every function of the catalog (one added later included)', () => {
  test.each(Object.keys(grown))('%s: errors, throttles and a run near its timeout', (name) => {
    const alarms = alarmsOf(prod);
    const expected = [
      { alarm: `${name}-errors`, MetricName: 'Errors', Statistic: 'Sum', Threshold: ALARMS.functionErrors, ComparisonOperator: 'GreaterThanOrEqualToThreshold' },
      { alarm: `${name}-throttles`, MetricName: 'Throttles', Statistic: 'Sum', Threshold: ALARMS.functionThrottles, ComparisonOperator: 'GreaterThanOrEqualToThreshold' },
      {
        alarm: `${name}-near-timeout`,
        MetricName: 'Duration',
        Statistic: 'Maximum',
        Threshold: Math.round(grown[name]!.timeoutSeconds * 1000 * ALARMS.durationOfTimeout),
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      },
    ];
    for (const { alarm, ...properties } of expected) {
      const found = alarms[`pitchside-prod-${alarm}`];
      expect(found).toMatchObject({ Namespace: 'AWS/Lambda', Period: ALARMS.periodMinutes * 60, EvaluationPeriods: 1, ...properties });
      expect(found.Dimensions).toEqual([{ Name: 'FunctionName', Value: expect.anything() }]);
      expectPagesTheTopic(prod, found);
    }
  });

  test('the import worker’s deadline alarm fires at 90% of its timeout', () => {
    expect(alarmsOf(prod)['pitchside-prod-importWorker-near-timeout']?.Threshold).toBe(catalog.importWorker!.timeoutSeconds * 900);
  });

  const httpServices = Object.keys(catalog).filter((name) => catalog[name]!.trigger.kind === 'http');
  test.each(httpServices)('%s: the share of its requests answered with a 5xx', (service) => {
    const alarm = alarmsOf(prod)[`pitchside-prod-${service}-5xx-rate`];
    expect(alarm).toMatchObject({ Threshold: ALARMS.http5xxPercent, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 1 });
    const expression = alarm.Metrics.find((metric: any) => metric.Expression);
    expect(expression.Expression).toBe(`IF(requests >= ${ALARMS.http5xxMinRequests}, 100 * errors / requests, 0)`);
    const stat = (id: string) => alarm.Metrics.find((metric: any) => metric.Id === id).MetricStat;
    expect(stat('errors')).toMatchObject({ Metric: { Namespace: METRICS_NAMESPACE, MetricName: METRIC.http5xx, Dimensions: [{ Name: 'service', Value: service }] }, Stat: 'Sum' });
    expect(stat('requests')).toMatchObject({ Metric: { Namespace: METRICS_NAMESPACE, MetricName: METRIC.httpRequests, Dimensions: [{ Name: 'service', Value: service }] }, Stat: 'Sum' });
    expectPagesTheTopic(prod, alarm);
  });

  test('non-HTTP functions have no 5xx alarm; every function that pushes has a push-failure-rate alarm', () => {
    const alarms = alarmsOf(prod);
    expect(alarms['pitchside-prod-standings-5xx-rate']).toBeUndefined();
    const pushers = Object.keys(grown).filter((name) => grown[name]!.capabilities.includes('live:post'));
    expect(pushers).toEqual(expect.arrayContaining(['standings', 'laterConsumer']));
    for (const name of pushers) {
      const alarm = alarms[`pitchside-prod-${name}-push-failure-rate`];
      expect(alarm).toMatchObject({ Threshold: ALARMS.pushFailurePercent, ComparisonOperator: 'GreaterThanThreshold' });
      expect(JSON.stringify(alarm.Metrics)).toContain(METRIC.pushFailures);
      expectPagesTheTopic(prod, alarm);
    }
    expect(alarms['pitchside-prod-accounts-push-failure-rate']).toBeUndefined();
  });
});

describe('the WAF block-spike alarm (us-east-1, with the web ACL)', () => {
  test('pages its own topic when the web ACL blocks more than the threshold in 5 minutes', () => {
    expect(prod.stacks.edgeMonitoring.region).toBe('us-east-1');
    const alarm = alarmsOf(prod, 'edgeMonitoring')['pitchside-prod-waf-blocked-spike'];
    expect(alarm).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Statistic: 'Sum',
      Period: 300,
      Threshold: ALARMS.wafBlockedPer5Min,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarm.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: 'pitchside-prod-edge' },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    expectPagesTheTopic(prod, alarm, 'edgeMonitoring');
    // The web ACL's own metric name, so the alarm watches the ACL that exists.
    prod.templates.firewall.hasResourceProperties('AWS::WAFv2::WebACL', { VisibilityConfig: Match.objectLike({ MetricName: 'pitchside-prod-edge' }) });
  });
});

describe('the match-day dashboard', () => {
  const body = (app: TestApp) => {
    const dashboard = Object.values(resources(app.templates.monitoring, 'AWS::CloudWatch::Dashboard'))[0]!.Properties as any;
    return { name: dashboard.DashboardName, text: JSON.stringify(dashboard.DashboardBody) };
  };

  test('one per stage, named after it', () => {
    expect(body(prod).name).toBe('pitchside-prod-match-day');
    expect(body(dev).name).toBe('pitchside-dev-match-day');
  });

  test('shows goals per minute, event → table latency, spectators, push failures, imports and errors', () => {
    const { text } = body(prod);
    for (const title of [
      'Goals per minute',
      'Event → table latency (ms)',
      'Spectators: sockets opened and pushes sent per minute',
      'Push failures',
      'Imports',
      '5xx per service',
      'Function errors and throttles',
      'Queues: oldest message (s) and dead letters',
      'Alarms',
    ]) {
      expect(text).toContain(JSON.stringify(title).slice(1, -1));
    }
    for (const metric of [
      METRIC.goals,
      METRIC.eventToStandingsMs,
      METRIC.pushDeliveries,
      METRIC.pushFailures,
      METRIC.importsStarted,
      METRIC.importsFailed,
      METRIC.importDurationMs,
      METRIC.http5xx,
      'ConnectCount',
      'ApproximateAgeOfOldestMessage',
    ]) {
      expect(text).toContain(metric);
    }
    // The alarm widget lists every alarm of the stack.
    const alarmIds = Object.keys(resources(prod.templates.monitoring, 'AWS::CloudWatch::Alarm'));
    expect(alarmIds.length).toBeGreaterThan(30);
    for (const id of alarmIds) expect(text).toContain(id);
  });
});

describe('the functions’ Powertools settings', () => {
  test('every function names its service, the stage’s log level and the metrics namespace', () => {
    const functions = Object.values(resources(prod.templates.api, 'AWS::Lambda::Function')).filter((resource: any) => resource.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME);
    expect(functions.map((resource: any) => resource.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(Object.keys(grown).sort());
    for (const resource of functions as any[]) {
      expect(resource.Properties.Environment.Variables).toMatchObject({ POWERTOOLS_LOG_LEVEL: 'INFO', POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE });
    }
    const debug = buildTestApp({ stage: 'qa', settings: { logLevel: 'debug' } });
    const variables = (Object.values(resources(debug.templates.api, 'AWS::Lambda::Function')).find((resource: any) => resource.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME) as any)
      .Properties.Environment.Variables;
    expect(variables.POWERTOOLS_LOG_LEVEL).toBe('DEBUG');
  });
});
