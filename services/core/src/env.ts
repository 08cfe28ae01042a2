import { ENV, type EnvKey } from '@pitchside/shared';
import { ConfigurationError } from './errors';

/**
 * Reads the named settings once, at cold start. A missing one throws: no default may hide a
 * misconfigured function.
 */
export function loadEnv<K extends EnvKey>(keys: readonly K[], source: NodeJS.ProcessEnv = process.env): Record<K, string> {
  const missing = keys.filter((key) => !source[ENV[key]]);
  if (missing.length > 0) {
    throw new ConfigurationError(`Missing environment: ${missing.map((key) => ENV[key]).join(', ')}`);
  }
  return Object.fromEntries(keys.map((key) => [key, source[ENV[key]] as string])) as Record<K, string>;
}
