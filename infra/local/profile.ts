import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Where the local cloud listens and keeps its data. `dev` is what `npm start` runs (data kept under
 * .local/ across restarts); `test` is what `npm test` runs beside it on other ports, with throwaway
 * data, so a developer can keep the app open while the tests run.
 */
export interface LocalProfile {
  name: 'dev' | 'test';
  host: string;
  dataDir: string;
  persistent: boolean;
  webMode: 'vite' | 'dist';
  /** The gateway keeps public reads as CloudFront would (`PITCHSIDE_EDGE_CACHE=off` sends every read to the function). */
  edgeCache: boolean;
  ports: { gateway: number; dynamodb: number; cognito: number; sqs: number; s3: number; ses: number; stripe: number; push: number };
}

export const REPO_ROOT = resolve(__dirname, '../..');

export function localProfile(name: string | undefined = process.env.PITCHSIDE_PROFILE): LocalProfile {
  const host = '127.0.0.1';
  const edgeCache = process.env.PITCHSIDE_EDGE_CACHE !== 'off';
  if (name === 'test') {
    // Two test runs on one machine (or a run beside a second checkout) shift their ports apart.
    const offset = Number(process.env.PITCHSIDE_PORT_OFFSET ?? 0);
    const ports = { gateway: 6173, dynamodb: 9100, cognito: 10229, sqs: 10324, s3: 5569, ses: 9005, stripe: 13111, push: 12180 };
    return {
      name: 'test',
      host,
      dataDir: mkdtempSync(join(tmpdir(), 'pitchside-test-')),
      persistent: false,
      webMode: 'dist',
      edgeCache,
      ports: Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, port + offset])) as LocalProfile['ports'],
    };
  }
  return {
    name: 'dev',
    host,
    dataDir: join(REPO_ROOT, '.local'),
    persistent: true,
    webMode: process.env.PITCHSIDE_WEB === 'dist' ? 'dist' : 'vite',
    edgeCache,
    ports: { gateway: 5173, dynamodb: 8100, cognito: 9229, sqs: 9324, s3: 4569, ses: 8005, stripe: 12111, push: 11180 },
  };
}

export function gatewayUrl(profile: LocalProfile): string {
  return `http://localhost:${profile.ports.gateway}`;
}
