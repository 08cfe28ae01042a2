import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalProfile } from '../profile';
import { startChild } from '../processes';
import { waitForPort } from '../wait-for';

/**
 * cognito-local keeps its data under its working directory (.cognito/), so it runs as a child with its
 * own directory. It prints confirmation codes and temporary passwords, which we keep in the log. It starts
 * through cognito-start.cjs, which adds the admin global sign-out the emulator lacks.
 */
export async function startCognito(profile: LocalProfile, log: (line: string) => void): Promise<string> {
  const cwd = join(profile.dataDir, 'cognito');
  mkdirSync(cwd, { recursive: true });
  const entry = join(__dirname, 'cognito-start.cjs');
  startChild('cognito', process.execPath, [entry], { cwd, env: { ...process.env, PORT: String(profile.ports.cognito), HOST: profile.host } }, log);
  await waitForPort(profile.ports.cognito, profile.host);
  return `http://${profile.host}:${profile.ports.cognito}`;
}
