import { ENV } from '@pitchside/shared';
import { LOCAL_REGION, ORIGIN_VERIFY } from '../resources';
import { STRIPE_FAKE_PRICE_ID, STRIPE_FAKE_SECRET_KEY, STRIPE_FAKE_WEBHOOK_SECRET } from './emulators/stripe-fake';
import type { LocalProfile } from './profile';
import type { ProvisionedResources } from './provision';

export interface EmulatorEndpoints {
  dynamodb: string;
  cognito: string;
  sqs: string;
  s3: string;
  ses: string;
}

/**
 * Points the AWS SDK at the emulators through its own AWS_ENDPOINT_URL_<SERVICE> variables, so service
 * code never names an endpoint. s3rver only accepts the S3RVER key pair; the others accept any.
 */
export function setSdkEnvironment(endpoints: EmulatorEndpoints): void {
  Object.assign(process.env, {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    AWS_ENDPOINT_URL_SQS: endpoints.sqs,
    // fauxqs answers SNS on its SQS endpoint: the match-events topic fans out to its queues there.
    AWS_ENDPOINT_URL_SNS: endpoints.sqs,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
  });
  delete process.env.AWS_PROFILE;
  delete process.env.AWS_SESSION_TOKEN;
}

/** The same variables CDK sets on the functions, pointing at the local resources. */
export interface LocalPush {
  vapidPublicKey: string;
  vapidPrivateKey: string;
  /** The push-service emulator's origin: the only non-https origin a push endpoint may have locally. */
  emulatorOrigin: string;
}

export function setServiceEnvironment(profile: LocalProfile, resources: ProvisionedResources, appUrl: string, stripeApiUrl: string, push: LocalPush): void {
  const values: Record<keyof typeof ENV, string> = {
    stage: `local-${profile.name}`,
    tableName: resources.tableName,
    userPoolId: resources.userPoolId,
    userPoolClientId: resources.userPoolClientId,
    matchEventsTopicArn: resources.matchEventsTopicArn,
    uploadsBucket: resources.uploadsBucket,
    mailFrom: 'Pitchside <no-reply@pitchside.test>',
    appUrl,
    wsConnectionsEndpoint: `${appUrl}/_ws-management`,
    // Locally the Stripe keys are the fake's test values; the secret's ARN is for AWS only.
    stripeSecretsArn: '',
    stripeSecretKey: STRIPE_FAKE_SECRET_KEY,
    stripeWebhookSecret: STRIPE_FAKE_WEBHOOK_SECRET,
    stripePriceId: STRIPE_FAKE_PRICE_ID,
    stripeApiUrl,
    originVerifySecret: ORIGIN_VERIFY.localSecret,
    notificationsQueueUrl: resources.notificationsQueueUrl,
    vapidPublicKey: push.vapidPublicKey,
    vapidSubject: 'mailto:no-reply@pitchside.test',
    // Locally the private key is in the env (kept under the data dir); the secret's ARN is for AWS only.
    vapidSecretsArn: '',
    vapidPrivateKey: push.vapidPrivateKey,
    pushAllowedOrigins: push.emulatorOrigin,
    pushRetryBaseSeconds: '1',
    // A test watches the check arrive: seconds after full-time, not a quarter of an hour.
    confirmationMissingAfterSeconds: '3',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) process.env[ENV[key as keyof typeof ENV]] = value;
    else delete process.env[ENV[key as keyof typeof ENV]];
  }
  // Under `npm test` every answer is checked against its route entry (services/core/src/http/answer-check.ts):
  // one the entry does not describe becomes a 500, so the test whose traffic produced it fails.
  if (profile.name === 'test') process.env.PITCHSIDE_ANSWER_CHECK = 'strict';
  else delete process.env.PITCHSIDE_ANSWER_CHECK;
}
