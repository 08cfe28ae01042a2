/*
 * Helpers for the infra assertion tests (not a test file itself). Each test file builds the app once, in
 * beforeAll, with the feature flags of cdk.json so the templates are the ones `cdk synth` writes.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, type IPolicyValidationPlugin, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { stageConfig, type StageConfig } from './config';
import { PROJECT_ROOT } from './functions/bundling';
import type { FunctionCatalog } from './functions/catalog';
import { buildPitchside, type PitchsideStacks } from './pitchside-app';

export interface TestApp {
  readonly config: StageConfig;
  /** The cloud assembly folder (assets are staged here). */
  readonly outdir: string;
  readonly stacks: PitchsideStacks;
  readonly templates: { readonly [K in keyof PitchsideStacks]: Template };
}

export interface TestAppOptions {
  readonly stage?: string;
  readonly settings?: Parameters<typeof stageConfig>[1];
  readonly catalog?: FunctionCatalog;
  /** The web app's build folder; default: a small fake build (see `fakeWebBuild`). */
  readonly webDist?: string;
  /**
   * Bundle the functions with esbuild for real (what `cdk synth` does). Off by default: the bundles are
   * tested on their own (functions.test.ts) and a template does not depend on their content, so the
   * other files skip the ~1 s per function with CDK's own switch, the `aws:cdk:bundling-stacks` context.
   */
  readonly bundle?: boolean;
  /** Policy validation plugins run at synthesis (cdk-nag's rule packs); a finding fails the synthesis. */
  readonly validations?: (app: App) => readonly IPolicyValidationPlugin[];
}

/** A configured stage, unless a test says otherwise (`settings: { appUrl: undefined }`). */
export const TEST_APP_URL = 'https://app.pitchside.test';
export const TEST_MAIL_FROM = 'no-reply@pitchside.test';
export const TEST_PRICE_ID = 'price_test';
export const TEST_VAPID_PUBLIC_KEY = 'BTestPublicKeyOfTheStage';

/** Temporary folders of this test file; `afterAll(removeTemporaryFolders)` removes them. */
const temporary: string[] = [];

export function removeTemporaryFolders(): void {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  fakeBuild = undefined;
}

function mkTemp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  return cdkJson.context ?? {};
}

export function buildTestApp(options: TestAppOptions = {}): TestApp {
  const stage = options.stage ?? 'test';
  const outdir = mkTemp('pitchside-cdk-');
  const app = new App({
    outdir,
    context: { ...cdkJsonContext(), ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }) },
  });
  const settings = {
    account: '123456789012',
    region: 'eu-west-1',
    appUrl: TEST_APP_URL,
    mailFrom: TEST_MAIL_FROM,
    stripePriceId: TEST_PRICE_ID,
    vapidPublicKey: TEST_VAPID_PUBLIC_KEY,
    ...options.settings,
  };
  const config = stageConfig(stage, settings, { webDist: options.webDist ?? fakeWebBuild() });
  const stacks = buildPitchside(app, config, options.catalog ? { catalog: options.catalog } : {});
  if (options.validations) Validations.of(app).addPlugins(...options.validations(app));
  const templates = Object.fromEntries(Object.entries(stacks).map(([key, stack]) => [key, Template.fromStack(stack)])) as unknown as TestApp['templates'];
  return { config, outdir, stacks, templates };
}

let fakeBuild: string | undefined;

/** What `vite build` leaves in web/dist, in miniature. */
export function fakeWebBuild(): string {
  fakeBuild ??= tempFolder({
    'index.html': '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
    'assets/index-abc123.js': 'console.log("app");',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'config.json': '{"stage":"local"}',
  });
  return fakeBuild;
}

/** A temporary folder with the given files (relative path → content). */
export function tempFolder(files: Record<string, string>): string {
  const root = mkTemp('pitchside-test-');
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }>;

export function resources(template: Template, type?: string): Resources {
  const all = template.toJSON().Resources as Resources;
  return type ? Object.fromEntries(Object.entries(all).filter(([, resource]) => resource.Type === type)) : all;
}

/** The logical id of each of our functions (tagged by PitchsideFunction), by catalog name. */
export function pitchsideFunctionIds(template: Template): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, resource] of Object.entries(resources(template, 'AWS::Lambda::Function'))) {
    const tags = (resource.Properties?.Tags ?? []) as { Key: string; Value: string }[];
    const name = tags.find((tag) => tag.Key === 'pitchside:function')?.Value;
    if (name) out[name] = id;
  }
  return out;
}
