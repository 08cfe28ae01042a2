import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: Playwright cannot download a browser of its own here (tests/playwright.config.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * What the asked-for layers need and this machine lacks, one sentence each (what, and how to get it), so a
 * fresh machine learns it before the local cloud or a browser fails with a stack trace.
 */
export function missingTools(wanted: (layer: string) => boolean, has = { java: hasCommand('java'), chromium: existsSync(CHROMIUM_PATH) }): string[] {
  const problems: string[] = [];
  if ((wanted('integration') || wanted('e2e')) && !has.java) {
    problems.push(
      'The integration and end-to-end tests run DynamoDB Local, which needs Java 17 or newer, and none is on PATH: install it with `sudo apt-get install default-jdk-headless` (or run `bash .ci/run`).',
    );
  }
  if (wanted('e2e') && !has.chromium) {
    problems.push(`The end-to-end tests drive Debian's Chromium at ${CHROMIUM_PATH}, which is missing: install it with \`sudo apt-get install chromium\` (or run \`bash .ci/run\`).`);
  }
  return problems;
}

function hasCommand(command: string): boolean {
  return !spawnSync(command, ['-version'], { stdio: 'ignore' }).error;
}
