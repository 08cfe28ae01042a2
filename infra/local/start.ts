import { describe, startLocalCloud } from './local-cloud';
import { killAllNow } from './processes';
import { localProfile } from './profile';

/** `npm start`: the whole product on loopback, until Ctrl-C. */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const profile = localProfile();
  const verbose = process.env.PITCHSIDE_VERBOSE === '1';
  console.log(`Starting the Pitchside local cloud (${profile.name})…`);
  const cloud = await startLocalCloud(profile, verbose ? (line) => console.log(line) : () => undefined);
  console.log(describe(cloud));
  console.log(`Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local cloud…`);
    await cloud.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGHUP', () => void stop('SIGHUP'));
}

process.on('exit', killAllNow);
main().catch((error: unknown) => {
  console.error('The local cloud could not start:', error instanceof Error ? error.message : error);
  killAllNow();
  process.exit(1);
});
