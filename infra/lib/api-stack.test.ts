/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import { Match } from 'aws-cdk-lib/assertions';
import { ENV, HTTP_SERVICES, ROUTES, routeKey } from '@pitchside/shared';
import { LIVE_MATCH_EVENTS_QUEUE, MATCH_EVENTS_QUEUE, NOTIFICATIONS_QUEUE, UPLOADS_BUCKET, WEB_SOCKET } from '../resources';
import { LOG_RETENTION } from './constructs/pitchside-function';
import { envNamesOf, functionCatalog, type Capability, type FunctionDefinition } from './functions/catalog';
import { WEB_SOCKET_STAGE } from './stacks/api-stack';
import { buildTestApp, pitchsideFunctionIds, resources, type TestApp, removeTemporaryFolders } from './test-support';

afterAll(removeTemporaryFolders);

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const catalog = functionCatalog();

let app: TestApp;
let functionIds: Record<string, string>;

beforeAll(() => {
  app = buildTestApp();
  functionIds = pitchsideFunctionIds(app.templates.api);
});

function functionProps(name: string): Record<string, any> {
  const id = functionIds[name];
  if (!id) throw new Error(`No function ${name} in the ApiStack`);
  return resources(app.templates.api)[id]!.Properties as Record<string, any>;
}

/** Every statement of the policies attached to a function's role. */
function statementsOf(name: string, template = app.templates.api, ids = functionIds): Statement[] {
  const fn = resources(template)[ids[name]!]!.Properties as any;
  const roleId: string = fn.Role['Fn::GetAtt'][0];
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties!.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .flatMap((policy) => (policy.Properties!.PolicyDocument as { Statement: Statement[] }).Statement);
}

const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());

describe('HTTP API: routes built from the manifest', () => {
  // A GET marked `head` (the calendar feeds, the public PDF) has a HEAD route too: calendar apps ask HEAD first.
  const headRoutes = ROUTES.filter((route) => 'head' in route && route.head === true);
  const expectedKeys = [...ROUTES.map(routeKey), ...headRoutes.map((route) => routeKey({ method: 'HEAD', path: route.path }))];

  test('one route per manifest entry (and a HEAD route per `head` GET), with the same route keys', () => {
    const routes = resources(app.templates.api, 'AWS::ApiGatewayV2::Route');
    const httpRouteKeys = Object.values(routes)
      .map((route) => route.Properties!.RouteKey as string)
      .filter((key) => !key.startsWith('$'));
    expect(httpRouteKeys).toHaveLength(expectedKeys.length);
    expect(new Set(httpRouteKeys)).toEqual(new Set(expectedKeys));
    expect(headRoutes.map((route) => route.id)).toEqual(expect.arrayContaining(['teamCalendar', 'pitchCalendar', 'publicSchedulePdf']));
  });

  test.each(headRoutes.map((route) => [routeKey({ method: 'HEAD', path: route.path })]))('%s is public like its GET: AuthorizationType NONE', (key) => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key, AuthorizationType: 'NONE', AuthorizerId: Match.absent() });
  });

  const authorizerIds = () => Object.keys(resources(app.templates.api, 'AWS::ApiGatewayV2::Authorizer'));

  test.each(ROUTES.filter((route) => route.auth === 'jwt').map((route) => [routeKey(route)]))('%s carries the Cognito JWT authorizer', (key) => {
    const [authorizerId] = authorizerIds();
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: key,
      AuthorizationType: 'JWT',
      AuthorizerId: { Ref: authorizerId },
    });
  });

  test.each(ROUTES.filter((route) => route.auth === 'public').map((route) => [routeKey(route)]))('%s is public: AuthorizationType NONE', (key) => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: key,
      AuthorizationType: 'NONE',
      AuthorizerId: Match.absent(),
    });
  });

  test("the one authorizer is a JWT authorizer: issuer = this stage's pool, audience = the web client", () => {
    expect(authorizerIds()).toHaveLength(1);
    const authStack = app.stacks.auth.stackName;
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: {
          'Fn::Join': [
            '',
            [
              `https://cognito-idp.${app.config.env.region}.amazonaws.com/`,
              { 'Fn::GetStackOutput': Match.objectLike({ StackName: authStack, OutputName: Match.stringLikeRegexp('RefUserPool(?!WebClient)') }) },
            ],
          ],
        },
        Audience: [{ 'Fn::GetStackOutput': Match.objectLike({ StackName: authStack, OutputName: Match.stringLikeRegexp('RefUserPoolWebClient') }) }],
      },
    });
  });

  test('every route reaches the function of its service (payload 2.0)', () => {
    const routes = Object.values(resources(app.templates.api, 'AWS::ApiGatewayV2::Route'));
    const integrations = resources(app.templates.api, 'AWS::ApiGatewayV2::Integration');
    for (const route of ROUTES) {
      const resource = routes.find((candidate) => candidate.Properties!.RouteKey === routeKey(route))!;
      const target = (resource.Properties!.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref;
      expect(integrations[target]!.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [functionIds[route.service], 'Arn'] },
      });
    }
  });

  test('each HTTP function has ONE invoke permission, for this API only', () => {
    for (const service of HTTP_SERVICES) {
      const permissions = Object.values(resources(app.templates.api, 'AWS::Lambda::Permission')).filter(
        (permission) => JSON.stringify(permission.Properties!.FunctionName) === JSON.stringify({ 'Fn::GetAtt': [functionIds[service], 'Arn'] }),
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0]!.Properties).toMatchObject({
        Principal: 'apigateway.amazonaws.com',
        SourceArn: { 'Fn::Join': ['', [expect.stringMatching(/^arn:aws:execute-api:/), { Ref: expect.stringMatching(/^HttpApi/) }, '/*/*']] },
      });
    }
  });

  test('the $default stage deploys automatically and writes access logs', () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('authorizerError') },
    });
  });
});

describe('functions: one PitchsideFunction per catalog entry', () => {
  test('every catalog entry, and only those, is a Pitchside function', () => {
    expect(Object.keys(functionIds).sort()).toEqual(Object.keys(catalog).sort());
    for (const service of HTTP_SERVICES) expect(catalog[service]?.trigger.kind).toBe('http');
  });

  test.each(Object.keys(catalog))('%s: nodejs22.x on arm64, its own log group kept a month, source-mapped traces', (name) => {
    const props = functionProps(name);
    expect(props.Runtime).toBe('nodejs22.x');
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.Handler).toBe('index.handler');
    expect(props.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps --experimental-async-context-frame');
    expect(props.MemorySize).toBe(catalog[name]!.memoryMb);
    expect(props.Timeout).toBe(catalog[name]!.timeoutSeconds);
    const logGroupId: string = props.LoggingConfig.LogGroup.Ref;
    expect(resources(app.templates.api)[logGroupId]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: LOG_RETENTION } });
  });

  test.each(Object.keys(catalog))('%s: exactly the env its capabilities need', (name) => {
    const variables = Object.keys(functionProps(name).Environment.Variables).filter((key) => key !== 'NODE_OPTIONS' && !key.startsWith('POWERTOOLS_'));
    expect(variables.sort()).toEqual(envNamesOf(catalog[name]!).sort());
    expect(variables).toContain(ENV.stage);
  });

  test('the standings consumer: SQS event source with partial batch failures, as MATCH_EVENTS_QUEUE says', () => {
    app.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionIds.standings },
      EventSourceArn: { 'Fn::GetStackOutput': Match.objectLike({ StackName: app.stacks.messaging.stackName, OutputName: Match.stringLikeRegexp('MatchEventsQueue(?!Dlq)') }) },
      BatchSize: MATCH_EVENTS_QUEUE.batchSize,
      MaximumBatchingWindowInSeconds: MATCH_EVENTS_QUEUE.maxBatchingWindowSeconds,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(functionProps('standings').Timeout).toBe(MATCH_EVENTS_QUEUE.consumerTimeoutSeconds);
    expect(MATCH_EVENTS_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * MATCH_EVENTS_QUEUE.consumerTimeoutSeconds);
  });

  test('the live fan-out: its own queue of the match-events topic, partial batch failures, as LIVE_MATCH_EVENTS_QUEUE says', () => {
    app.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: functionIds.liveFanOut },
      EventSourceArn: { 'Fn::GetStackOutput': Match.objectLike({ StackName: app.stacks.messaging.stackName, OutputName: Match.stringLikeRegexp('LiveMatchEventsQueue(?!Dlq)') }) },
      BatchSize: LIVE_MATCH_EVENTS_QUEUE.batchSize,
      MaximumBatchingWindowInSeconds: LIVE_MATCH_EVENTS_QUEUE.maxBatchingWindowSeconds,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(functionProps('liveFanOut').Timeout).toBe(LIVE_MATCH_EVENTS_QUEUE.consumerTimeoutSeconds);
    // One event source per function: the standings consumer never reads the live queue, nor the fan-out the standings queue.
    const mappings = Object.values(resources(app.templates.api, 'AWS::Lambda::EventSourceMapping')).map((mapping) => (mapping.Properties as { FunctionName: { Ref: string } }).FunctionName.Ref);
    expect(mappings.filter((id) => id === functionIds.liveFanOut)).toHaveLength(1);
    expect(mappings.filter((id) => id === functionIds.standings)).toHaveLength(1);
  });
});

describe('least privilege', () => {
  /** The IAM service prefixes a capability (or a trigger) brings. */
  const PREFIXES: Record<Capability | 'queueConsumer' | 'tracing', string[]> = {
    'table:readWrite': ['dynamodb'],
    'users:admin': ['cognito-idp'],
    'mail:send': ['ses'],
    'app:links': [],
    // The topic is encrypted: a publisher may use its key (through SNS only).
    'matchEvents:publish': ['sns', 'kms'],
    'uploads:readWrite': ['s3'],
    'live:post': ['execute-api'],
    'stripe:checkout': ['secretsmanager'],
    'http:behindEdge': [],
    'notifications:send': ['sqs'],
    'push:vapid': ['secretsmanager'],
    'push:endpoints': [],
    queueConsumer: ['sqs'],
    tracing: ['xray'],
  };
  const allowedPrefixes = (definition: FunctionDefinition) =>
    new Set(
      [...definition.capabilities, ...(['matchEventsQueue', 'liveMatchEventsQueue', 'notificationsQueue'].includes(definition.trigger.kind) ? ['queueConsumer' as const] : [])].flatMap(
        (key) => PREFIXES[key],
      ),
    );

  test.each(Object.keys(catalog))('%s: only the services its capabilities name', (name) => {
    const allowed = allowedPrefixes(catalog[name]!);
    for (const action of actionsOf(statementsOf(name))) expect(allowed).toContain(action.split(':')[0]);
  });

  test.each(Object.keys(catalog))('%s: no wildcard action, no "*" resource', (name) => {
    for (const statement of statementsOf(name)) {
      for (const action of [statement.Action].flat()) expect(action).not.toMatch(/^\*$|:\*$/);
      expect([statement.Resource].flat()).not.toContain('*');
    }
  });

  test('accounts: Cognito admin on this pool only, SES from the sender only, no queue', () => {
    const statements = statementsOf('accounts');
    const actions = actionsOf(statements);
    expect(actions.some((action) => action.startsWith('sqs:'))).toBe(false);
    const cognito = statements.find((statement) => actionsOf([statement]).some((action) => action.startsWith('cognito-idp:')))!;
    expect(cognito.Resource).toEqual({ 'Fn::GetStackOutput': expect.objectContaining({ StackName: app.stacks.auth.stackName, OutputName: expect.stringMatching(/UserPool.*Arn/) }) });
    // A password reset proves the address and signs every other session out.
    expect(actions).toEqual(expect.arrayContaining(['cognito-idp:AdminUpdateUserAttributes', 'cognito-idp:AdminUserGlobalSignOut']));
    const ses = statements.find((statement) => actionsOf([statement]).includes('ses:SendEmail'))!;
    for (const resource of [ses.Resource].flat()) expect(resource).toMatch(/^arn:aws:ses:eu-west-1:123456789012:identity\//);
  });

  test('scheduling: the table, SES from the sender only (weather-day e-mails) and sending notification requests; no Cognito, no S3', () => {
    const statements = statementsOf('scheduling');
    const actions = actionsOf(statements);
    expect(actions.filter((action) => /^(cognito-idp|s3|execute-api):/.test(action))).toEqual([]);
    expect(actions.filter((action) => action.startsWith('sqs:') && !/^sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)$/.test(action))).toEqual([]);
    const ses = statements.find((statement) => actionsOf([statement]).includes('ses:SendEmail'))!;
    for (const resource of [ses.Resource].flat()) expect(resource).toMatch(/^arn:aws:ses:eu-west-1:123456789012:identity\//);
    expect(functionProps('scheduling').Timeout).toBe(29);
  });

  test('standings: table and queue consumption, no Cognito, no SES, no S3', () => {
    const actions = actionsOf(statementsOf('standings'));
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:PutItem']));
    expect(actions.filter((action) => /^(cognito-idp|ses|s3):/.test(action))).toEqual([]);
  });

  test('the match-events publishers (matches, its sweep, the knockout fill in standings) publish to the topic and send to no match-events queue', () => {
    for (const name of ['matches', 'matchSweep', 'standings']) {
      const statements = statementsOf(name);
      const publish = statements.find((statement) => actionsOf([statement]).includes('sns:Publish'))!;
      expect(JSON.stringify(publish.Resource)).toMatch(/MatchEventsTopic/);
      for (const statement of statements.filter((one) => actionsOf([one]).includes('sqs:SendMessage'))) expect(JSON.stringify(statement.Resource)).not.toMatch(/MatchEventsQueue/);
    }
  });

  test('live fan-out: consumes its queue, reads the table and posts to sockets; publishes nothing, no Cognito, no SES, no S3', () => {
    const actions = actionsOf(statementsOf('liveFanOut'));
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'dynamodb:GetItem', 'execute-api:ManageConnections']));
    expect(actions.filter((action) => /^(cognito-idp|ses|s3|sns):/.test(action) || action === 'sqs:SendMessage')).toEqual([]);
  });

  test('notifications sender: consumes and re-queues on the notifications queue, reads the VAPID secret; no Cognito, no SES, no S3', () => {
    const statements = statementsOf('notificationsSender');
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage', 'secretsmanager:GetSecretValue', 'dynamodb:Query']));
    expect(actions.filter((action) => /^(cognito-idp|ses|s3|execute-api):/.test(action))).toEqual([]);
    const secret = statements.find((statement) => actionsOf([statement]).includes('secretsmanager:GetSecretValue'))!;
    expect(JSON.stringify(secret.Resource)).toContain('pitchside/test/vapid');
    expect(functionProps('notificationsSender').Timeout).toBe(NOTIFICATIONS_QUEUE.consumerTimeoutSeconds);
    expect(NOTIFICATIONS_QUEUE.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * NOTIFICATIONS_QUEUE.consumerTimeoutSeconds);
  });

  test('live: ManageConnections on the live stage only', () => {
    const statement = statementsOf('live').find((candidate) => actionsOf([candidate]).includes('execute-api:ManageConnections'))!;
    const resource = JSON.stringify(statement.Resource);
    expect(resource).toMatch(/"Ref":"LiveApi[0-9A-F]+"/);
    expect(resource).toContain(`/${WEB_SOCKET_STAGE}/*/@connections/*`);
  });
});

describe('WebSocket API', () => {
  test('$connect, $disconnect and $default go to the live function', () => {
    const routes = Object.values(resources(app.templates.api, 'AWS::ApiGatewayV2::Route')).filter((route) => String(route.Properties!.RouteKey).startsWith('$'));
    expect(routes.map((route) => route.Properties!.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = Object.values(resources(app.templates.api, 'AWS::ApiGatewayV2::Integration')).filter((integration) =>
      JSON.stringify(integration.Properties!.IntegrationUri).includes(functionIds.live!),
    );
    expect(integrations.length).toBeGreaterThan(0);
  });

  test(`a stage named after the CloudFront path (${WEB_SOCKET.path}), deploying automatically`, () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: WEB_SOCKET_STAGE, AutoDeploy: true });
  });

  test('functions that post to connections get the callback endpoint; the others do not', () => {
    for (const [name, definition] of Object.entries(catalog)) {
      const variables = functionProps(name).Environment.Variables;
      if (definition.capabilities.includes('live:post')) {
        const endpoint = JSON.stringify(variables[ENV.wsConnectionsEndpoint]);
        expect(endpoint).toMatch(/^\{"Fn::Join":\["",\["https:\/\/",\{"Ref":"LiveApi[0-9A-F]+"\}/);
        expect(endpoint).toContain(`/${WEB_SOCKET_STAGE}"`);
      } else {
        expect(variables[ENV.wsConnectionsEndpoint]).toBeUndefined();
      }
    }
  });
});

describe('the import worker (uploads-triggered)', () => {
  test('gets the object-created notification on the import prefix, in its own stack', () => {
    app.templates.api.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          Match.objectLike({
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: UPLOADS_BUCKET.uploadPrefix }] } },
          }),
        ],
      },
      Managed: false,
    });
    app.templates.storage.resourceCountIs('Custom::S3BucketNotifications', 0);
  });

  test('its S3 grant is limited to the import prefix', () => {
    const s3 = statementsOf('importWorker', app.templates.api, functionIds).filter((statement) => actionsOf([statement]).some((action) => action.startsWith('s3:')));
    expect(s3.length).toBeGreaterThan(0);
    for (const statement of s3) {
      for (const resource of [statement.Resource].flat()) {
        const text = JSON.stringify(resource);
        if (text.includes('/')) expect(text).toContain(`/${UPLOADS_BUCKET.uploadPrefix}*`);
      }
    }
  });
});

describe('the match sweep (scheduled)', () => {
  test('runs every minute from an EventBridge rule, without retries piling up', () => {
    app.templates.api.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionIds.matchSweep, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } })],
    });
  });
});

describe('tracing (prod turns it on)', () => {
  test('X-Ray is the one "*" resource, as AWS requires for PutTraceSegments', () => {
    const traced = buildTestApp({ settings: { tracing: true } });
    const ids = pitchsideFunctionIds(traced.templates.api);
    for (const name of Object.keys(catalog)) {
      expect((resources(traced.templates.api)[ids[name]!]!.Properties as any).TracingConfig).toEqual({ Mode: 'Active' });
      for (const statement of statementsOf(name, traced.templates.api, ids)) {
        if ([statement.Resource].flat().includes('*')) for (const action of actionsOf([statement])) expect(action).toMatch(/^xray:/);
      }
    }
  });
});

describe('payments', () => {
  test("reads only its stage's Stripe secret, and gets the price id and the secret's ARN, never a key", () => {
    const statements = statementsOf('payments');
    const secrets = statements.filter((statement) => actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')));
    expect(secrets.length).toBeGreaterThan(0);
    for (const statement of secrets) expect(JSON.stringify(statement.Resource)).toContain('pitchside/');
    const variables = (functionProps('payments').Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(expect.arrayContaining(['PITCHSIDE_STRIPE_SECRETS_ARN', 'PITCHSIDE_STRIPE_PRICE_ID']));
    expect(Object.keys(variables)).not.toEqual(expect.arrayContaining(['PITCHSIDE_STRIPE_SECRET_KEY']));
    expect(Object.keys(variables)).not.toContain('PITCHSIDE_STRIPE_WEBHOOK_SECRET');
  });

  test('the webhook route has no authorizer (Stripe signs it) and checkout needs a token', () => {
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /api/payments/webhook', AuthorizationType: 'NONE' });
    app.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /api/payments/checkout', AuthorizationType: 'JWT' });
  });
});

describe('a production stage with a placeholder setting', () => {
  it.each(['appUrl', 'mailFrom', 'stripePriceId', 'vapidPublicKey'] as const)('fails synth when %s is not configured, instead of deploying the placeholder', (setting) => {
    expect(() => buildTestApp({ stage: 'prod', settings: { [setting]: undefined } })).toThrow(new RegExp(`production stage: set ${setting}`));
  });

  it('synthesizes a production stage whose settings are all configured, and a development stage with placeholders', () => {
    expect(() => buildTestApp({ stage: 'prod' })).not.toThrow();
    expect(() => buildTestApp({ stage: 'dev', settings: { appUrl: undefined, mailFrom: undefined, stripePriceId: undefined, vapidPublicKey: undefined } })).not.toThrow();
  });
});
