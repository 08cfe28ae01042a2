import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import { guardLoopbackHost } from '../gateway/loopback-host';
import type { LocalProfile } from '../profile';

export interface InProcessEmulators {
  sqsEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  s3: S3rver;
  stop(): Promise<void>;
}

/** fauxqs (SQS, and SNS on the same endpoint), s3rver (S3) and aws-ses-v2-local (SES) run inside the local cloud's own process; each answers only requests addressed to loopback. */
export async function startInProcessEmulators(profile: LocalProfile): Promise<InProcessEmulators> {
  // fauxqs's own startFauxqs listens on 0.0.0.0 whatever its `host` says (that names the queue URLs'
  // host); its app, listened on loopback here, is the same server.
  const { buildApp } = await import('fauxqs');
  const sqsApp = buildApp({ host: profile.host, logger: false, ...(process.env.AWS_REGION ? { defaultRegion: process.env.AWS_REGION } : {}) });
  await sqsApp.listen({ port: profile.ports.sqs, host: profile.host });
  guardLoopbackHost(sqsApp.server, profile.ports.sqs);
  const sqs = { stop: () => sqsApp.close() };

  const s3Directory = join(profile.dataDir, 's3');
  mkdirSync(s3Directory, { recursive: true });
  const s3 = new S3rver({ address: profile.host, port: profile.ports.s3, directory: s3Directory, silent: true, vhostBuckets: false });
  await s3.run();
  guardLoopbackHost((s3 as unknown as { httpServer: Server }).httpServer, profile.ports.s3);

  const { default: startSes } = await import('aws-ses-v2-local');
  const ses: Server = await startSes({ host: profile.host, port: profile.ports.ses });
  // A DNS-rebinding page in the developer's browser would otherwise read every mail (and its links) here.
  guardLoopbackHost(ses, profile.ports.ses);

  return {
    sqsEndpoint: `http://${profile.host}:${profile.ports.sqs}`,
    s3Endpoint: `http://${profile.host}:${profile.ports.s3}`,
    sesEndpoint: `http://${profile.host}:${profile.ports.ses}`,
    s3,
    async stop() {
      await Promise.allSettled([sqs.stop(), s3.close(), new Promise<void>((r) => ses.close(() => r()))]);
    },
  };
}
