import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Environment } from 'aws-cdk-lib';
import type { Node } from 'constructs';
import { PROJECT_ROOT } from './functions/bundling';

/**
 * Everything a deployment of Pitchside varies by. Read from CDK context (`cdk.json`, `-c key=value`);
 * the per-stage block `pitchside:stages.<stage>` in cdk.json holds a stage's settings, `-c` overrides them.
 */
export interface StageConfig {
  readonly stage: string;
  /** RETAIN stateful resources, deletion protection, termination protection. */
  readonly production: boolean;
  readonly env: Required<Pick<Environment, 'account' | 'region'>>;
  /**
   * The app's public origin (`https://app.example.org`): invitation links, the uploads bucket's CORS,
   * the CSP. Unknown until configured (the CloudFront domain exists only after the first deploy).
   */
  readonly appUrl?: string;
  /** A custom domain for the distribution, with its ACM certificate (us-east-1). Sets appUrl. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /** The SES-verified sender of invitation e-mails. */
  readonly mailFrom?: string;
  /** The Stripe price of creating a tournament (per stage: test and live prices differ). */
  readonly stripePriceId?: string;
  /** Where alarm notifications go (an SNS e-mail subscription); none: the topic only. */
  readonly alarmEmail?: string;
  /** The functions' log level (Powertools): DEBUG, INFO, WARN or ERROR. */
  readonly logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /**
   * The stage's VAPID public key (base64url) for Web Push; its private key is in the Secrets Manager
   * secret `pitchside/<stage>/vapid` (`{ "publicKey", "privateKey" }`). Absent: phones cannot subscribe.
   */
  readonly vapidPublicKey?: string;
  /** The contact push services see in the VAPID token (`mailto:ops@example.org`). */
  readonly vapidSubject?: string;
  /** X-Ray active tracing on every function. */
  readonly tracing: boolean;
  /** The web app's build output; deployed when it exists. */
  readonly webDist: string;
  readonly projectRoot: string;
}

/** Offline placeholders: `cdk synth` needs no credentials; `cdk deploy` sets CDK_DEFAULT_* from them. */
const PLACEHOLDER_ACCOUNT = '000000000000';
const PLACEHOLDER_REGION = 'eu-west-1';

export type StageSettings = Partial<
  Record<
    'account' | 'region' | 'appUrl' | 'domainName' | 'certificateArn' | 'mailFrom' | 'stripePriceId' | 'vapidPublicKey' | 'vapidSubject' | 'tracing' | 'production' | 'alarmEmail' | 'logLevel',
    string | boolean
  >
>;

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function stageConfig(stage: string, settings: StageSettings = {}, overrides: Partial<StageConfig> = {}): StageConfig {
  if (!/^[a-z][a-z0-9-]{1,20}$/.test(stage)) throw new Error(`Stage "${stage}": lower-case letters, digits and dashes, 2-21 characters`);
  const domainName = text(settings.domainName);
  const certificateArn = text(settings.certificateArn);
  if (domainName && !certificateArn) throw new Error(`Stage ${stage}: domainName needs certificateArn (an ACM certificate in us-east-1)`);
  const appUrl = domainName ? `https://${domainName}` : text(settings.appUrl)?.replace(/\/+$/, '');
  if (appUrl && !/^https?:\/\/[^/]+$/.test(appUrl)) throw new Error(`Stage ${stage}: appUrl must be an origin like https://app.example.org, got ${appUrl}`);
  const alarmEmail = text(settings.alarmEmail);
  if (alarmEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(alarmEmail)) throw new Error(`Stage ${stage}: alarmEmail must be an e-mail address`);
  const logLevel = (text(settings.logLevel) ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) throw new Error(`Stage ${stage}: logLevel must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    stage,
    production: flag(settings.production) ?? stage === 'prod',
    env: {
      account: text(settings.account) ?? process.env.CDK_DEFAULT_ACCOUNT ?? PLACEHOLDER_ACCOUNT,
      region: text(settings.region) ?? process.env.CDK_DEFAULT_REGION ?? PLACEHOLDER_REGION,
    },
    ...(appUrl ? { appUrl } : {}),
    ...(domainName ? { domainName, certificateArn } : {}),
    ...(text(settings.mailFrom) ? { mailFrom: text(settings.mailFrom) } : {}),
    ...(text(settings.stripePriceId) ? { stripePriceId: text(settings.stripePriceId) } : {}),
    ...(text(settings.vapidPublicKey) ? { vapidPublicKey: text(settings.vapidPublicKey) } : {}),
    ...(text(settings.vapidSubject) ? { vapidSubject: text(settings.vapidSubject) } : {}),
    tracing: flag(settings.tracing) ?? false,
    ...(alarmEmail ? { alarmEmail } : {}),
    logLevel: logLevel as StageConfig['logLevel'],
    webDist: path.join(PROJECT_ROOT, 'web', 'dist'),
    projectRoot: PROJECT_ROOT,
    ...overrides,
  };
}

const SETTING_KEYS = [
  'account',
  'region',
  'appUrl',
  'domainName',
  'certificateArn',
  'mailFrom',
  'stripePriceId',
  'vapidPublicKey',
  'vapidSubject',
  'tracing',
  'production',
  'alarmEmail',
  'logLevel',
] as const;

/** The stage's config from context: `-c stage=prod`, then `pitchside:stages.prod`, then `-c key=value`. */
export function stageConfigFromContext(node: Node): StageConfig {
  const stage = text(node.tryGetContext('stage')) ?? 'dev';
  const stages = (node.tryGetContext('pitchside:stages') ?? {}) as Record<string, StageSettings>;
  const settings: StageSettings = { ...(stages[stage] ?? {}) };
  for (const key of SETTING_KEYS) {
    const value: unknown = node.tryGetContext(key);
    if (value !== undefined) settings[key] = value as string | boolean;
  }
  return stageConfig(stage, settings);
}

/** Whether the web app has been built (`npm run build -w @pitchside/web`). */
export function webDistExists(config: StageConfig): boolean {
  return fs.existsSync(path.join(config.webDist, 'index.html'));
}
