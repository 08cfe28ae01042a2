import { runtimeConfigSchema, type RuntimeConfig } from '@pitchside/shared';
import { takePrefetched } from './prefetched';

/**
 * The app's runtime config comes from `/config.json` (the local gateway serves it, CDK deploys it),
 * never from build-time env: one build runs against the local cloud and every AWS stage.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const prefetched = fetchImpl === fetch ? takePrefetched('/config.json') : undefined;
  const response = (prefetched && (await prefetched.catch(() => undefined))) || (await fetchImpl('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } }));
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || !contentType.includes('json')) {
    throw new Error(`Could not load /config.json (HTTP ${response.status}, ${contentType || 'no content type'})`);
  }
  return runtimeConfigSchema.parse(await response.json());
}

let current: RuntimeConfig | undefined;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is not loaded yet');
  return current;
}

/** Config URLs may be relative to the app's origin (`/cognito`, `/ws`) or absolute (AWS). */
export function absoluteUrl(pathOrUrl: string, origin: string = window.location.origin): string {
  return new URL(pathOrUrl, origin).href;
}

/** `joinUrl('/api', '/me')` → `/api/me`; tolerant of missing or doubled slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
