import { ENV, METRIC, notificationsMessageSchema, type NotificationsMessage } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import {
  createDatabase,
  dynamoMatchRepository,
  dynamoNotificationMarks,
  dynamoPublicReadRepository,
  dynamoPushFollowRepository,
  dynamoTeamRepository,
  dynamoTournamentRepository,
  dynamoTournamentStructureRepository,
} from '@pitchside/core/data';
import { dynamo, readJsonSecret, webPushSender, type VapidKeys } from '@pitchside/core/aws';
import { createSqsHandler, sendNotificationsMessages } from '@pitchside/core/messaging';
import { logger, recordMetric } from '@pitchside/core/observability';
import type { SenderPorts } from './ports';
import { audienceOf } from './use-cases/audience';
import { scheduleConfirmationCheck } from './use-cases/confirmation-check';
import { deliver, FANOUT_CHUNK } from './use-cases/deliver';

const env = loadEnv(['tableName', 'notificationsQueueUrl', 'vapidPublicKey', 'vapidSubject']);
const db = createDatabase(env.tableName, dynamo());

/** In AWS the VAPID private key comes from Secrets Manager (read once per container); locally from the env. */
async function vapidKeys(): Promise<VapidKeys> {
  const arn = process.env[ENV.vapidSecretsArn];
  const privateKey = arn ? (await readJsonSecret<{ privateKey: string }>(arn)).privateKey : loadEnv(['vapidPrivateKey']).vapidPrivateKey;
  return { publicKey: env.vapidPublicKey, privateKey, subject: env.vapidSubject };
}

let ports: Promise<SenderPorts> | undefined;
function wired(): Promise<SenderPorts> {
  ports ??= vapidKeys().then((vapid) => ({
    tournaments: dynamoTournamentRepository(db),
    structure: dynamoTournamentStructureRepository(db),
    teams: dynamoTeamRepository(db),
    matches: dynamoMatchRepository(db),
    publicReads: dynamoPublicReadRepository(db),
    follows: dynamoPushFollowRepository(db),
    push: webPushSender({ vapid, allowedOrigins: (process.env[ENV.pushAllowedOrigins] ?? '').split(',').filter(Boolean) }),
    retryLater: (message, delaySeconds) => sendNotificationsMessages(env.notificationsQueueUrl, [message], delaySeconds),
    checkLater: (request, delaySeconds) => sendNotificationsMessages(env.notificationsQueueUrl, [{ type: 'request', request, sentAt: new Date().toISOString() }], delaySeconds),
    marks: dynamoNotificationMarks(db),
    clock: systemClock,
    ...(process.env[ENV.pushRetryBaseSeconds] ? { retryBaseSeconds: Number(process.env[ENV.pushRetryBaseSeconds]) } : {}),
    ...(process.env[ENV.confirmationMissingAfterSeconds] ? { confirmationMissingAfterSeconds: Number(process.env[ENV.confirmationMissingAfterSeconds]) } : {}),
  }));
  return ports;
}

/**
 * The longest a record should take: 100 pushes, 64 at a time, each given up after 5 s, and the queue calls.
 * A record is not started with less than this left of the 60 s, so a slow batch never times out whole
 * (which would push its finished records again).
 */
const RECORD_RESERVE_MS = 15_000;

/**
 * The notifications queue's consumer. A request is resolved to its audience and pushed; a retry pushes
 * what timed out before. A body that is not a valid message throws: reported failed, it ends in the DLQ.
 */
export const handler = createSqsHandler(
  'notifications',
  async (record) => {
    const message = notificationsMessageSchema.parse(JSON.parse(record.body));
    const wiredPorts = await wired();
    if (message.type === 'retry') {
      const report = await deliver(wiredPorts, message.payload, message.recipients, message.attempt);
      recordMetric(METRIC.webPushDeliveries, report.delivered);
      if (report.dropped) recordMetric(METRIC.webPushDropped, report.dropped);
      return;
    }
    // Queued before anything is pushed: if it cannot be, the record fails and comes back whole.
    if (message.request.kind === 'confirmationAwaited') await scheduleConfirmationCheck(wiredPorts, message.request);
    for (const delivery of await audienceOf(wiredPorts, message.request)) {
      if (delivery.recipients.length === 0) continue;
      // A big audience is shared out: the rest in delivery messages other containers take in parallel
      // (Lambda scales out on the queue), this one's share pushed here.
      const shares: NotificationsMessage[] = [];
      for (let start = FANOUT_CHUNK; start < delivery.recipients.length; start += FANOUT_CHUNK) {
        shares.push({ type: 'retry', payload: delivery.payload, recipients: delivery.recipients.slice(start, start + FANOUT_CHUNK), attempt: 0, sentAt: new Date().toISOString() });
      }
      await sendNotificationsMessages(env.notificationsQueueUrl, shares);
      const report = await deliver(wiredPorts, delivery.payload, delivery.recipients.slice(0, FANOUT_CHUNK));
      recordMetric(METRIC.webPushDeliveries, report.delivered);
      if (report.dropped) recordMetric(METRIC.webPushDropped, report.dropped);
      logger.info('Notification sent', {
        kind: delivery.payload.kind,
        tournamentId: message.request.tournamentId,
        recipients: delivery.recipients.length,
        sharedOut: Math.max(0, delivery.recipients.length - FANOUT_CHUNK),
        ...report,
      });
    }
  },
  { reserveMs: RECORD_RESERVE_MS },
);
