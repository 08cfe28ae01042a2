import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { LocalProfile } from './profile';

/**
 * The local cloud's VAPID key pair, made once and kept under the data dir: a browser's subscription is
 * bound to the key it subscribed with, so `npm start` must keep the same pair across restarts (reset
 * wipes both together). In AWS the pair lives in Secrets Manager (docs/delivery.md).
 */
export function localVapidKeys(profile: Pick<LocalProfile, 'dataDir'>): { publicKey: string; privateKey: string } {
  const file = join(profile.dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
