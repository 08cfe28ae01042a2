import {
  Annotations,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  aws_apigateway as apigw,
  aws_apigatewayv2 as apigwv2,
  aws_apigatewayv2_authorizers as authorizers,
  aws_apigatewayv2_integrations as integrations,
  type aws_cognito as cognito,
  type aws_dynamodb as dynamodb,
  aws_events as events,
  aws_events_targets as targets,
  aws_iam as iam,
  type aws_lambda as lambda,
  aws_lambda_event_sources as sources,
  aws_logs as logs,
  aws_s3 as s3,
  aws_secretsmanager as secretsmanager,
  type aws_sns as sns,
  type aws_sqs as sqs,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, routeKey, type EnvKey, type RouteDefinition } from '@pitchside/shared';
import { API_THROTTLING, LIVE_MATCH_EVENTS_QUEUE, MATCH_EVENTS_QUEUE, NOTIFICATIONS_QUEUE, ORIGIN_VERIFY, UPLOADS_BUCKET, WEB_SOCKET, resourceNames } from '../../resources';
import type { StageConfig } from '../config';
import { LOG_RETENTION, PitchsideFunction } from '../constructs/pitchside-function';
import { functionCatalog, type Capability, type FunctionCatalog, type FunctionDefinition } from '../functions/catalog';

/**
 * The Cognito admin calls the accounts service makes (users, invitations, roles as groups). Listed one by
 * one rather than `cognito-idp:Admin*`, and only on this stage's pool.
 */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  // A completed password reset ends every other session of the account (its owner proved the address).
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
] as const;

/** Objects under the import prefix (`imports/*`): the only keys a function with uploads:readWrite touches. */
const UPLOADS_PREFIX_PATTERN = `${UPLOADS_BUCKET.uploadPrefix}*`;

/** The WebSocket stage is named after the path CloudFront serves it under (`/ws`), see WebStack. */
export const WEB_SOCKET_STAGE = WEB_SOCKET.path.replace(/^\//, '');

/** Values used when a stage has no appUrl / mailFrom yet; `.invalid` can never resolve (RFC 2606). */
export const UNCONFIGURED_APP_URL = 'https://app-url-not-configured.invalid';
export const UNCONFIGURED_MAIL_FROM = 'mail-from-not-configured@pitchside.invalid';
export const UNCONFIGURED_STRIPE_PRICE = 'price_not_configured';
export const UNCONFIGURED_VAPID_PUBLIC_KEY = 'vapid-not-configured';

export interface ApiStackProps extends StackProps {
  readonly config: StageConfig;
  readonly table: dynamodb.ITable;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  /** Every change of a match is published here; the two queues below are its subscriptions. */
  readonly matchEventsTopic: sns.ITopic;
  /** The standings consumer's subscription. */
  readonly matchEventsQueue: sqs.IQueue;
  /** The live fan-out's subscription. */
  readonly liveMatchEventsQueue: sqs.IQueue;
  readonly notificationsQueue: sqs.IQueue;
  readonly uploadsBucket: s3.IBucket;
  /** Defaults to the product's catalog; tests pass a bigger one (e.g. with an import function). */
  readonly catalog?: FunctionCatalog;
}

/**
 * Everything stateless behind the app's `/api` and `/ws`: the HTTP API (routes from the manifest, a
 * Cognito JWT authorizer on every `jwt` route), the WebSocket API, and one function per catalog entry,
 * each with the grants of its capabilities and nothing more.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  readonly stripeSecret: secretsmanager.ISecret;
  readonly vapidSecret: secretsmanager.ISecret;
  readonly originVerifySecret: secretsmanager.Secret;
  readonly functions: Readonly<Record<string, PitchsideFunction>>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const catalog = props.catalog ?? functionCatalog();
    const logRemovalPolicy = config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    // --- The APIs first: the functions' env names the WebSocket callback URL. ---
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `pitchside-${config.stage}-http`,
      description: 'Pitchside HTTP API, served by CloudFront under /api',
      createDefaultStage: false,
      // Deny by default: a route the manifest marks public opts out explicitly (HttpNoneAuthorizer).
      defaultAuthorizer: new authorizers.HttpUserPoolAuthorizer('CognitoJwt', props.userPool, {
        userPoolClients: [props.userPoolClient],
        identitySource: ['$request.header.Authorization'],
      }),
    });
    const accessLogs = new logs.LogGroup(this, 'HttpApiAccessLogs', { retention: LOG_RETENTION, removalPolicy: logRemovalPolicy });
    const httpStage = new apigwv2.HttpStage(this, 'HttpApiDefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLING.stage,
      // Requests the authorizer rejects never reach a function: this log is the only place they show.
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            ip: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    // Routes anyone may call get their own, tighter limits: no token stands behind them.
    (httpStage.node.defaultChild as apigwv2.CfnStage).routeSettings = publicRouteThrottling();

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'LiveApi', {
      apiName: `pitchside-${config.stage}-live`,
      description: 'Pitchside live updates, served by CloudFront under /ws',
    });
    const liveAccessLogs = new logs.LogGroup(this, 'LiveApiAccessLogs', { retention: LOG_RETENTION, removalPolicy: logRemovalPolicy });
    this.webSocketStage = new apigwv2.WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: WEB_SOCKET_STAGE,
      autoDeploy: true,
      throttle: API_THROTTLING.webSocket,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(liveAccessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            connectionId: '$context.connectionId',
            status: '$context.status',
            integrationError: '$context.integrationErrorMessage',
            ip: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    // CloudFront sends this secret with every API request; the functions refuse requests without it.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `Pitchside ${config.stage}: the ${ORIGIN_VERIFY.header} header CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });

    // --- One function per catalog entry. ---
    this.checkStageSettings(config);
    const mailFrom = config.mailFrom ?? UNCONFIGURED_MAIL_FROM;
    // Created by hand once per stage (`{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`): keys never live in the repo.
    this.stripeSecret = secretsmanager.Secret.fromSecretNameV2(this, 'StripeSecret', `pitchside/${config.stage}/stripe`);
    // Created by hand once per stage (`{ "publicKey": "…", "privateKey": "…" }`, `npx web-push generate-vapid-keys`).
    this.vapidSecret = secretsmanager.Secret.fromSecretNameV2(this, 'VapidSecret', resourceNames(config.stage).vapidSecret);
    const envValues: Record<EnvKey, string> = {
      stage: config.stage,
      tableName: props.table.tableName,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      matchEventsTopicArn: props.matchEventsTopic.topicArn,
      uploadsBucket: props.uploadsBucket.bucketName,
      mailFrom,
      appUrl: config.appUrl ?? UNCONFIGURED_APP_URL,
      wsConnectionsEndpoint: this.webSocketStage.callbackUrl,
      stripeSecretsArn: this.stripeSecret.secretArn,
      stripePriceId: config.stripePriceId ?? UNCONFIGURED_STRIPE_PRICE,
      // Never set in AWS: the keys come from the secret, and the client talks to Stripe itself.
      stripeSecretKey: '',
      stripeWebhookSecret: '',
      stripeApiUrl: '',
      // Resolved by CloudFormation at deploy time (a dynamic reference), never written into the template.
      originVerifySecret: this.originVerifySecret.secretValue.unsafeUnwrap(),
      notificationsQueueUrl: props.notificationsQueue.queueUrl,
      vapidPublicKey: config.vapidPublicKey ?? UNCONFIGURED_VAPID_PUBLIC_KEY,
      vapidSubject: config.vapidSubject ?? `mailto:${mailFrom.replace(/^.*</, '').replace(/>.*$/, '')}`,
      vapidSecretsArn: this.vapidSecret.secretArn,
      // Never set in AWS: the private key comes from the secret; endpoints must be public https.
      vapidPrivateKey: '',
      pushAllowedOrigins: '',
      pushRetryBaseSeconds: '',
      confirmationMissingAfterSeconds: '',
    };

    const functions: Record<string, PitchsideFunction> = {};
    for (const [name, definition] of Object.entries(catalog)) {
      const fn = new PitchsideFunction(this, functionId(name), {
        name,
        definition,
        env: envValues,
        projectRoot: config.projectRoot,
        logRemovalPolicy,
        tracing: config.tracing,
        logLevel: config.logLevel,
      });
      for (const capability of definition.capabilities) this.grant(fn, capability, props, mailFrom);
      this.attachTrigger(name, fn, definition, props);
      functions[name] = fn;
    }
    this.functions = functions;

    // --- The HTTP routes: one per manifest entry, to its service's function. ---
    const integrationsByService = new Map<string, ServiceIntegration>();
    for (const route of ROUTES) {
      const fn = functions[route.service];
      if (!fn || fn.definition.trigger.kind !== 'http') throw new Error(`Route ${routeKey(route)}: no HTTP function "${route.service}" in the catalog`);
      let integration = integrationsByService.get(route.service);
      if (!integration) {
        integration = new ServiceIntegration(`${functionId(route.service)}Integration`, fn);
        integrationsByService.set(route.service, integration);
        // One invoke permission per function for the whole API, not one per route: a service with many
        // routes would otherwise outgrow the function's 20 KB resource policy.
        fn.addPermission('InvokeFromHttpApi', {
          principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
          sourceArn: this.formatArn({ service: 'execute-api', resource: this.httpApi.apiId, resourceName: '*/*' }),
        });
      }
      new apigwv2.HttpRoute(this, `Route-${route.id}`, {
        httpApi: this.httpApi,
        routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
        integration,
        ...(route.auth === 'public' ? { authorizer: new apigwv2.HttpNoneAuthorizer() } : {}),
      });
      // HTTP APIs route HEAD only where a HEAD route exists: the feeds' GET answers it too (same function).
      if ('head' in route && route.head) {
        new apigwv2.HttpRoute(this, `Route-${route.id}-head`, {
          httpApi: this.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod.HEAD),
          integration,
          ...(route.auth === 'public' ? { authorizer: new apigwv2.HttpNoneAuthorizer() } : {}),
        });
      }
    }
  }

  /** A placeholder is for a stage nobody uses yet: in production it would mail dead links, sell nothing or leave every phone unsubscribed. */
  private checkStageSettings(config: StageConfig): void {
    const unconfigured = (['appUrl', 'mailFrom', 'stripePriceId', 'vapidPublicKey'] as const).filter((setting) => !config[setting]);
    if (config.production && unconfigured.length > 0) {
      throw new Error(`Stage ${config.stage} is a production stage: set ${unconfigured.join(', ')} under pitchside:stages.${config.stage} in cdk.json (or -c) before synth`);
    }
    if (!config.appUrl) {
      Annotations.of(this).addWarningV2('pitchside:appUrlNotConfigured', `Stage ${config.stage}: no appUrl, functions that build app links get ${UNCONFIGURED_APP_URL}`);
    }
    if (!config.mailFrom) {
      Annotations.of(this).addWarningV2('pitchside:mailFromNotConfigured', `Stage ${config.stage}: no mailFrom (an SES-verified sender), functions that send mail get ${UNCONFIGURED_MAIL_FROM}`);
    }
    if (!config.stripePriceId) {
      Annotations.of(this).addWarningV2('pitchside:stripePriceNotConfigured', `Stage ${config.stage}: no stripePriceId, tournament checkout uses ${UNCONFIGURED_STRIPE_PRICE}`);
    }
    if (!config.vapidPublicKey) {
      Annotations.of(this).addWarningV2('pitchside:vapidNotConfigured', `Stage ${config.stage}: no vapidPublicKey, phones cannot subscribe to notifications`);
    }
  }

  /** The IAM grant of one capability; the env side is in CAPABILITY_ENV. */
  private grant(fn: lambda.Function, capability: Capability, props: ApiStackProps, mailFrom: string): void {
    switch (capability) {
      case 'table:readWrite':
        props.table.grantReadWriteData(fn);
        return;
      case 'users:admin':
        props.userPool.grant(fn, ...COGNITO_ADMIN_ACTIONS);
        return;
      case 'mail:send': {
        const domain = mailFrom.slice(mailFrom.indexOf('@') + 1);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            // The sender's identities, address and domain (whichever one is verified).
            resources: [mailFrom, domain].map((identity) => this.formatArn({ service: 'ses', resource: 'identity', resourceName: identity })),
          }),
        );
        return;
      }
      case 'app:links':
      case 'http:behindEdge':
        return; // env only
      case 'matchEvents:publish':
        props.matchEventsTopic.grantPublish(fn);
        return;
      case 'uploads:readWrite':
        props.uploadsBucket.grantPut(fn, UPLOADS_PREFIX_PATTERN);
        props.uploadsBucket.grantRead(fn, UPLOADS_PREFIX_PATTERN);
        return;
      case 'live:post':
        this.webSocketStage.grantManagementApiAccess(fn);
        return;
      case 'stripe:checkout':
        this.stripeSecret.grantRead(fn);
        return;
      case 'notifications:send':
        props.notificationsQueue.grantSendMessages(fn);
        return;
      case 'push:vapid':
        this.vapidSecret.grantRead(fn);
        return;
      case 'push:endpoints':
        // Nothing to grant: a setting only (no extra origins in AWS).
        return;
      default: {
        const unknown: never = capability;
        throw new Error(`Unknown capability ${String(unknown)}`);
      }
    }
  }

  private attachTrigger(name: string, fn: lambda.Function, definition: FunctionDefinition, props: ApiStackProps): void {
    const trigger = definition.trigger;
    switch (trigger.kind) {
      case 'http':
        return; // routes below
      case 'matchEventsQueue':
        fn.addEventSource(
          new sources.SqsEventSource(props.matchEventsQueue, {
            batchSize: MATCH_EVENTS_QUEUE.batchSize,
            maxBatchingWindow: Duration.seconds(MATCH_EVENTS_QUEUE.maxBatchingWindowSeconds),
            reportBatchItemFailures: true,
          }),
        );
        return;
      case 'liveMatchEventsQueue':
        fn.addEventSource(
          new sources.SqsEventSource(props.liveMatchEventsQueue, {
            batchSize: LIVE_MATCH_EVENTS_QUEUE.batchSize,
            maxBatchingWindow: Duration.seconds(LIVE_MATCH_EVENTS_QUEUE.maxBatchingWindowSeconds),
            reportBatchItemFailures: true,
          }),
        );
        return;
      case 'notificationsQueue':
        fn.addEventSource(
          new sources.SqsEventSource(props.notificationsQueue, {
            batchSize: NOTIFICATIONS_QUEUE.batchSize,
            reportBatchItemFailures: true,
          }),
        );
        return;
      case 'webSocket': {
        const integration = new integrations.WebSocketLambdaIntegration(`${functionId(name)}Integration`, fn);
        for (const route of ['$connect', '$disconnect', '$default']) this.webSocketApi.addRoute(route, { integration });
        return;
      }
      case 'schedule':
        new events.Rule(this, `${functionId(name)}Schedule`, {
          description: definition.description,
          schedule: events.Schedule.rate(Duration.minutes(trigger.everyMinutes)),
          targets: [new targets.LambdaFunction(fn, { retryAttempts: 0 })],
        });
        return;
      case 'uploads': {
        // Referenced by name in this stack: a notification on the bucket object itself would put the
        // notification resource in StorageStack and make it depend on this one.
        const bucket = s3.Bucket.fromBucketAttributes(this, `${functionId(name)}UploadsBucket`, {
          bucketName: props.uploadsBucket.bucketName,
          bucketArn: props.uploadsBucket.bucketArn,
        });
        fn.addEventSource(new sources.S3EventSourceV2(bucket, { events: [s3.EventType.OBJECT_CREATED], filters: [{ prefix: trigger.prefix }] }));
        return;
      }
      default: {
        const unknown: never = trigger;
        throw new Error(`Unknown trigger ${JSON.stringify(unknown)}`);
      }
    }
  }
}

/**
 * Per-route throttling for the manifest's public routes, keyed by route key as API Gateway expects:
 * public reads bound the edge cache's misses, public writes (no token behind them) are held tight.
 */
export function publicRouteThrottling(): Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> {
  const settings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
  for (const route of ROUTES) {
    if (route.auth !== 'public') continue;
    const limit = publicRouteLimit(route);
    settings[routeKey(route)] = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
  }
  return settings;
}

/** The throttle of one public route: reads, Stripe's signed webhook, or the tight one for every other public write. */
export function publicRouteLimit(route: RouteDefinition): { rateLimit: number; burstLimit: number } {
  if (route.method === 'GET') return API_THROTTLING.publicReads;
  return route.id === 'stripeWebhook' ? API_THROTTLING.stripeWebhook : API_THROTTLING.publicWrites;
}

/** `accounts` → `AccountsFunction`: stable logical ids. */
export function functionId(name: string): string {
  return `${name.replace(/(^|[-_])(\w)/g, (_match, _separator: string, letter: string) => letter.toUpperCase())}Function`;
}

/**
 * A Lambda proxy integration (payload 2.0) that adds no invoke permission of its own; ApiStack adds one
 * per function (HttpLambdaIntegration adds one per route).
 */
class ServiceIntegration extends apigwv2.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: lambda.IFunction,
  ) {
    super(id);
  }

  override bind(): apigwv2.HttpRouteIntegrationConfig {
    return {
      type: apigwv2.HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
    };
  }
}
