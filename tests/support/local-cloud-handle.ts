import type { ProvisionedResources } from '../../infra/local/provision';

/**
 * What the test runner tells the suites about the local cloud it started: passed as one JSON variable
 * so integration tests reach the same emulators through the real SDK clients.
 */
export interface LocalCloudHandle {
  url: string;
  resources: ProvisionedResources;
  /** The functions' structured log and metrics lines (see infra/local/function-logs.ts). */
  functionLogs?: string;
  cognitoEndpoint: string;
  sesEndpoint: string;
  /** The push-service emulator: endpoints are `${pushServiceOrigin}/push/<id>`, pushes read back at /messages. */
  pushServiceOrigin: string;
}

export const LOCAL_CLOUD_VARIABLE = 'PITCHSIDE_LOCAL_CLOUD';

export function localCloudHandle(): LocalCloudHandle {
  const raw = process.env[LOCAL_CLOUD_VARIABLE];
  if (!raw) throw new Error(`${LOCAL_CLOUD_VARIABLE} is not set: run the integration tests through \`npm test\``);
  return JSON.parse(raw) as LocalCloudHandle;
}

/** The handle of a local cloud this process started itself (a bench): the emulators' endpoints are in its environment. */
export function startedCloudHandle(cloud: Pick<LocalCloudHandle, 'url' | 'resources' | 'pushServiceOrigin'>): LocalCloudHandle {
  return {
    url: cloud.url,
    resources: cloud.resources,
    cognitoEndpoint: process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? '',
    sesEndpoint: process.env.AWS_ENDPOINT_URL_SESV2 ?? '',
    pushServiceOrigin: cloud.pushServiceOrigin,
  };
}
