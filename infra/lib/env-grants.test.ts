import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { ENV, type EnvKey } from '@pitchside/shared';
import { esbuildBuildOptions, PROJECT_ROOT } from './functions/bundling';
import { CAPABILITY_ENV, CAPABILITY_LOCAL_ENV, envKeysOf, functionCatalog, type FunctionDefinition } from './functions/catalog';

/*
 * The local cloud hands every function every variable, so a handler that reads a setting its capabilities
 * do not grant works on a laptop and fails its first cold start in AWS. Each function's bundle (the code
 * that ends up in it, as esbuild sees it) is read for the env names it reads, and each must be one its
 * capabilities bring.
 */
const catalog = functionCatalog();
const names = Object.keys(catalog);
const KEYS = new Set(Object.keys(ENV));
const readKeys = new Map<string, Set<string>>();

/** The env keys a source file reads: `loadEnv([...])` lists and `ENV.key` references. */
function envKeysReadBy(source: string): Set<string> {
  const keys = new Set<string>();
  for (const [, list] of source.matchAll(/loadEnv\(\s*\[([^\]]*)\]/g)) for (const [, key] of (list ?? '').matchAll(/['"](\w+)['"]/g)) keys.add(key as string);
  for (const [, key] of source.matchAll(/\bENV\.(\w+)/g)) keys.add(key as string);
  return keys;
}

/** The keys a function may read: those its capabilities set, and their local-cloud stand-ins. */
function allowed(definition: FunctionDefinition): Set<string> {
  return new Set<string>([...envKeysOf(definition), ...definition.capabilities.flatMap((capability) => CAPABILITY_LOCAL_ENV[capability] ?? [])]);
}

beforeAll(async () => {
  await Promise.all(names.map(async (name) => {
    const definition = catalog[name] as FunctionDefinition;
    const result = await build({
      ...esbuildBuildOptions(path.join(PROJECT_ROOT, definition.entry), path.join(PROJECT_ROOT, 'cdk.out', 'env-grants', name, 'index.js'), definition.heavyDependencies),
      write: false, metafile: true, minify: false, logLevel: 'silent',
    });
    // Only what reaches the output: a barrel's unused modules are parsed but not shipped.
    const shipped = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([file]) => file));
    const ours = shipped.filter((file) => !file.includes('node_modules') && /^(services|shared)\//.test(file));
    const keys = new Set<string>();
    for (const file of ours) for (const key of envKeysReadBy(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8'))) if (KEYS.has(key)) keys.add(key);
    readKeys.set(name, keys);
  }));
}, 180_000);

describe('env against grants', () => {
  it('finds the settings each function reads (the scan sees loadEnv lists and ENV references)', () => {
    expect([...(readKeys.get('payments') ?? [])]).toEqual(expect.arrayContaining(['tableName', 'appUrl', 'stripePriceId', 'stripeSecretsArn']));
    expect([...(readKeys.get('standings') ?? [])]).toEqual(expect.arrayContaining(['tableName', 'wsConnectionsEndpoint']));
    expect(envKeysReadBy("const env = loadEnv(['tableName', 'mailFrom']); process.env[ENV.appUrl];")).toEqual(new Set(['tableName', 'mailFrom', 'appUrl']));
  });

  it.each(names)('%s reads only env names its capabilities grant', (name) => {
    const definition = catalog[name] as FunctionDefinition;
    const granted = allowed(definition);
    expect([...(readKeys.get(name) ?? [])].filter((key) => !granted.has(key))).toEqual([]);
  });

  it('gives local-cloud stand-ins only to capabilities that have a real setting in AWS', () => {
    for (const [capability, keys] of Object.entries(CAPABILITY_LOCAL_ENV)) {
      expect(CAPABILITY_ENV[capability as keyof typeof CAPABILITY_ENV].length).toBeGreaterThan(0);
      for (const key of keys ?? []) expect(Object.values(CAPABILITY_ENV).some((list) => (list as readonly EnvKey[]).includes(key))).toBe(false);
    }
  });
});
