import { rmSync } from 'node:fs';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { HTTP_SERVICES } from '@pitchside/shared';
import { LIVE_MATCH_EVENTS_QUEUE, LOCAL_REGION, MATCH_EVENTS_QUEUE, NOTIFICATIONS_QUEUE } from '../resources';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION } from './demo-accounts';
import { startCognito } from './emulators/cognito';
import { startDynamoDb } from './emulators/dynamodb';
import { freshFunctionLogFile, FUNCTION_LOGS_VARIABLE, installFunctionLogTap, tapOptionsFromEnv } from './function-logs';
import { startInProcessEmulators } from './emulators/in-process';
import { startPushServiceEmulator } from './emulators/push-service';
import { localVapidKeys } from './local-vapid';
import { startStripeFake } from './emulators/stripe-fake';
import { buildBundles, runsBundles } from './gateway/bundles';
import { preload } from './gateway/functions';
import { startGateway } from './gateway/server';
import { setSdkEnvironment, setServiceEnvironment } from './local-env';
import { stopAll } from './processes';
import { gatewayUrl, type LocalProfile } from './profile';
import { provision, type ProvisionedResources } from './provision';
import { queueChaosFromEnv } from './queue-chaos';
import { startQueueWorker } from './queue-worker';
import { forwardObjectCreated } from './s3-notifications';
import { seedDemoAccounts } from './seed';
import { seedDemoTournament, type DemoTournament } from './demo-tournament';
import { assertPortFree } from './wait-for';

export interface LocalCloud {
  url: string;
  resources: ProvisionedResources;
  /** Every structured line the functions printed (newline-delimited JSON): the local CloudWatch Logs. */
  functionLogs: string;
  endpoints: Record<string, string>;
  /** The push-service emulator's origin (tests make subscriptions under it). */
  pushServiceOrigin: string;
  /** `npm start` (the dev profile) only: the published demo tournament a newcomer opens first. */
  demo?: DemoTournament | { problem: string };
  /** Turns the queue's AWS-like delivery (`PITCHSIDE_SQS_CHAOS`, infra/local/queue-chaos.ts) on or off while running. */
  setQueueChaos(on: boolean): void;
  stop(): Promise<void>;
}

/** Starts every emulator, creates the resources from the shared definitions, seeds, and opens the gateway. */
export async function startLocalCloud(profile: LocalProfile, log: (line: string) => void = () => undefined): Promise<LocalCloud> {
  for (const [what, port] of Object.entries(profile.ports)) await assertPortFree(port, profile.host, what);
  const stoppers: (() => Promise<void>)[] = [];
  // The functions' structured lines: readable on the terminal, as they are in a file the tests read back.
  const functionLogs = freshFunctionLogFile(profile.dataDir);
  process.env[FUNCTION_LOGS_VARIABLE] = functionLogs;
  const untap = installFunctionLogTap(tapOptionsFromEnv(process.env));
  stoppers.push(async () => untap());
  try {
    // Bundles first, not beside the emulators: on two busy cores esbuild starved the JVM's start.
    if (runsBundles()) {
      const removeBundles = await buildBundles(log);
      stoppers.push(async () => removeBundles());
    }
    const [dynamodb, cognito, inProcess, stripe, pushService] = await Promise.all([
      startDynamoDb(profile, log),
      startCognito(profile, log),
      startInProcessEmulators(profile),
      startStripeFake(profile),
      startPushServiceEmulator(profile),
    ]);
    stoppers.push(inProcess.stop, stripe.stop, pushService.stop);
    setSdkEnvironment({ dynamodb, cognito, sqs: inProcess.sqsEndpoint, s3: inProcess.s3Endpoint, ses: inProcess.sesEndpoint });

    const resources = await provision(profile);
    const url = gatewayUrl(profile);
    const vapid = localVapidKeys(profile);
    setServiceEnvironment(profile, resources, url, stripe.url, { vapidPublicKey: vapid.publicKey, vapidPrivateKey: vapid.privateKey, emulatorOrigin: pushService.origin });
    // The worker process boots (a second Node with its own module loading) while the gateway starts.
    const workerStarting = startWorker(profile, resources);
    workerStarting.catch(() => undefined);
    await seedDemoAccounts(resources, stripe.onboardedAccount(DEMO_ORGANIZATION.orgId));

    const gateway = await startGateway({
      host: profile.host,
      port: profile.ports.gateway,
      webMode: profile.webMode,
      edgeCache: profile.edgeCache,
      // The browser PUTs imports to the S3 emulator with a presigned URL: the CSP lets the app reach it.
      connectSources: [inProcess.s3Endpoint],
      cognitoEndpoint: cognito,
      userPoolId: resources.userPoolId,
      userPoolClientId: resources.userPoolClientId,
      runtimeConfig: {
        region: LOCAL_REGION,
        userPoolId: resources.userPoolId,
        userPoolClientId: resources.userPoolClientId,
        apiBaseUrl: '/api',
        wsUrl: '/ws',
        cognitoEndpoint: '/cognito',
        stage: `local-${profile.name}`,
        vapidPublicKey: vapid.publicKey,
      },
    });
    stoppers.push(gateway.close);

    if (runsBundles()) await preload([...HTTP_SERVICES, 'live']);
    const worker = await workerStarting;
    stoppers.push(worker.stop);
    forwardObjectCreated(inProcess.s3, resources.uploadsBucket);
    // Through the gateway and the queue consumer, so it needs both running. The test profile starts empty:
    // its suites build what they need (tests/integration/demo-seed.test.ts seeds it there on purpose).
    // A demo that cannot be built is reported in the banner; the product itself still runs.
    const demo =
      profile.name === 'dev'
        ? await seedDemoTournament({ gatewayUrl: url, userPoolClientId: resources.userPoolClientId }).catch((error: unknown) => ({ problem: error instanceof Error ? error.message : String(error) }))
        : undefined;

    return {
      url,
      resources,
      functionLogs,
      pushServiceOrigin: pushService.origin,
      ...(demo ? { demo } : {}),
      setQueueChaos: worker.setChaos,
      endpoints: {
        'App, API (/api), WebSocket (/ws)': url,
        'DynamoDB Local': dynamodb,
        'Cognito (cognito-local)': cognito,
        'SQS and SNS (fauxqs)': inProcess.sqsEndpoint,
        'S3 (s3rver)': inProcess.s3Endpoint,
        'SES (aws-ses-v2-local; mail at /store)': inProcess.sesEndpoint,
        'Stripe fake': stripe.url,
        'Push service emulator (Web Push; pushes at /messages)': pushService.origin,
      },
      async stop() {
        for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
        await stopAll();
        // A test profile's data lives in a temp dir of its own: nothing of it should outlive the run.
        if (!profile.persistent) rmSync(profile.dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    await stopAll();
    throw error;
  }
}

async function startWorker(profile: LocalProfile, resources: ProvisionedResources) {
  const sqs = new SQSClient({ useQueueUrlAsEndpoint: false });
  const arnOf = async (queueUrl: string) => (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes?.QueueArn ?? '';
  return startQueueWorker({
    poller: {
      queueUrl: resources.matchEventsQueueUrl,
      queueArn: await arnOf(resources.matchEventsQueueUrl),
      service: 'standings',
      batchSize: MATCH_EVENTS_QUEUE.batchSize,
      retryDelaySeconds: 1,
      chaos: queueChaosFromEnv(),
    },
    livePoller: {
      queueUrl: resources.liveMatchEventsQueueUrl,
      queueArn: await arnOf(resources.liveMatchEventsQueueUrl),
      service: 'live/fan-out',
      batchSize: LIVE_MATCH_EVENTS_QUEUE.batchSize,
      retryDelaySeconds: 1,
      chaos: queueChaosFromEnv(),
    },
    notificationsPoller: {
      queueUrl: resources.notificationsQueueUrl,
      queueArn: await arnOf(resources.notificationsQueueUrl),
      service: 'notifications/sender',
      batchSize: NOTIFICATIONS_QUEUE.batchSize,
      retryDelaySeconds: 1,
      concurrency: 4,
    },
    sweepIntervalMs: profile.name === 'test' ? 2_000 : 30_000,
    // Two sender containers (processes), as Lambda scales the sender out on a goal's delivery messages.
    notificationsContainers: 2,
  });
}

export function describe(cloud: LocalCloud): string {
  const lines = [
    '',
    `Pitchside is running at ${cloud.url}`,
    '',
    ...(cloud.demo && 'publicUrl' in cloud.demo
      ? [`Demo tournament (public page): ${cloud.demo.publicUrl}`, '  U12 Boys groups and a semi-final played; the demo referee runs the other semi-final.', '']
      : []),
    ...(cloud.demo && 'problem' in cloud.demo ? [`The demo tournament could not be seeded: ${cloud.demo.problem}`, ''] : []),
    'Demo accounts (password for all: as listed):',
    ...DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(16)} ${account.email.padEnd(38)} ${account.password}`),
    '',
    'Local endpoints:',
    ...Object.entries(cloud.endpoints).map(([name, endpoint]) => `  ${name.padEnd(40)} ${endpoint}`),
    '',
    'Data is kept under .local/ (npm run reset wipes it). Ctrl-C stops everything.',
    '',
  ];
  return lines.join('\n');
}
