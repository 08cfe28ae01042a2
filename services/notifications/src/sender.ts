import { ENV, METRIC, notificationsMessageSchema, recipientsOf } from '@pitchside/shared';
import { loadEnv, systemClock } from '@pitchside/core';
import { createDatabase, dynamoMatchRepository, dynamoPublicReadRepository, dynamoTeamRepository, dynamoTournamentRepository, dynamoTournamentStructureRepository } from '@pitchside/core/data';
import { dynamoNotificationMarks } from './adapters/notification-marks';
import { dynamoPushFollowRepository } from './adapters/push-follows';
import { dynamo, readJsonSecret, webPushSender, type VapidKeys } from '@pitchside/core/aws';
import { createSqsHandler, sendNotificationsMessages } from '@pitchside/core/messaging';
import { logger, recordMetric } from '@pitchside/core/observability';
import type { SenderPorts } from './ports';
import { scheduleConfirmationCheck } from './use-cases/confirmation-check';
import { deliver } from './use-cases/deliver';
import { fanOutWith } from './use-cases/fan-out';

const env = loadEnv(['tableName', 'notificationsQueueUrl', 'vapidPublicKey', 'vapidSubject']);
const db = createDatabase(env.tableName, dynamo());

/** In AWS the VAPID private key comes from Secrets Manager (read once per container); locally from the env. */
async function vapidKeys(): Promise<VapidKeys> {
  const arn = process.env[ENV.vapidSecretsArn];
  const privateKey = arn ? (await readJsonSecret<{ privateKey: string }>(arn)).privateKey : loadEnv(['vapidPrivateKey']).vapidPrivateKey;
  return { publicKey: env.vapidPublicKey, privateKey, subject: env.vapidSubject };
}

/** A big audience beyond this container's share goes to the queue, for other containers to read and push in parallel. */
const fanOut = fanOutWith((shares) => sendNotificationsMessages(env.notificationsQueueUrl, shares));

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
    if (message.type === 'deliver' || message.type === 'retry') {
      const report = await deliver(wiredPorts, message.payload, recipientsOf(message), message.attempt);
      recordMetric(METRIC.webPushDeliveries, report.delivered);
      if (report.dropped) recordMetric(METRIC.webPushDropped, report.dropped);
      return;
    }
    if (message.type === 'range') {
      const outcome = await fanOut.range(wiredPorts, message);
      recordMetric(METRIC.webPushDeliveries, outcome.delivered);
      if (outcome.dropped) recordMetric(METRIC.webPushDropped, outcome.dropped);
      logger.info('Notification range sent', { kind: message.kind, range: message.range.join('..'), ...outcome });
      return;
    }
    // Queued before anything is pushed: if it cannot be, the record fails and comes back whole.
    if (message.request.kind === 'confirmationAwaited') await scheduleConfirmationCheck(wiredPorts, message.request);
    const outcome = await fanOut.request(wiredPorts, message.request);
    recordMetric(METRIC.webPushDeliveries, outcome.delivered);
    if (outcome.dropped) recordMetric(METRIC.webPushDropped, outcome.dropped);
    if (outcome.recipients > 0 || outcome.rangesShared > 0) logger.info('Notification sent', { kind: message.request.kind, tournamentId: message.request.tournamentId, ...outcome });
  },
  { reserveMs: RECORD_RESERVE_MS },
);
