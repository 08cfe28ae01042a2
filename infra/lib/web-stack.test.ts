/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { aws_cloudfront as cloudfront } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { runtimeConfigSchema } from '@pitchside/shared';
import { PUBLIC_READS_CACHE, WEB_SOCKET } from '../resources';
import { HSTS_MAX_AGE, SERVICE_WORKER_PATH, WEB_ASSETS_DIR, WEB_MANIFEST_PATH } from './stacks/web-stack';
import { buildTestApp, resources, TEST_APP_URL, type TestApp, removeTemporaryFolders } from './test-support';

afterAll(removeTemporaryFolders);

let app: TestApp;
let distribution: any;

beforeAll(() => {
  app = buildTestApp();
  distribution = (Object.values(resources(app.templates.web, 'AWS::CloudFront::Distribution'))[0]!.Properties as any).DistributionConfig;
});

const behaviour = (pattern: string) => distribution.CacheBehaviors.find((candidate: any) => candidate.PathPattern === pattern);
const origin = (id: string) => distribution.Origins.find((candidate: any) => candidate.Id === id);
const policyId = () => Object.keys(resources(app.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0];

describe('CloudFront: one origin for the app, /api and /ws', () => {
  test('the app: the web bucket through Origin Access Control, index.html at the root', () => {
    const s3 = origin(distribution.DefaultCacheBehavior.TargetOriginId);
    expect(s3.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(s3.DomainName)).toContain('WebBucket');
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  test('/api/* → the HTTP API: no caching, every viewer header but Host, every method', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
      ViewerProtocolPolicy: 'https-only',
    });
    const httpOrigin = origin(api.TargetOriginId);
    expect(JSON.stringify(httpOrigin.DomainName)).toMatch(/RefHttpApi.*\.execute-api\.eu-west-1\./);
    expect(httpOrigin.OriginPath).toBeUndefined();
    expect(httpOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  test(`${PUBLIC_READS_CACHE.pathPattern} → the same HTTP API, cached at the edge as long as the answer's s-maxage says`, () => {
    const patterns = distribution.CacheBehaviors.map((candidate: any) => candidate.PathPattern);
    // CloudFront takes the first behaviour that matches: the public reads must come before /api/*.
    expect(patterns.indexOf(PUBLIC_READS_CACHE.pathPattern)).toBeLessThan(patterns.indexOf('/api/*'));
    const reads = behaviour(PUBLIC_READS_CACHE.pathPattern);
    expect(reads.TargetOriginId).toBe(behaviour('/api/*').TargetOriginId);
    // webcal:// arrives as http://: public reads redirect to https (no token rides on them); the rest of /api stays https-only.
    expect(reads).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], Compress: true, ViewerProtocolPolicy: 'redirect-to-https' });
    expect(behaviour('/api/*').ViewerProtocolPolicy).toBe('https-only');
    expect(reads.OriginRequestPolicyId).toBeUndefined();
    const policies = resources(app.templates.web, 'AWS::CloudFront::CachePolicy');
    const policy = (Object.entries(policies).find(([id]) => reads.CachePolicyId.Ref === id)?.[1]?.Properties as any).CachePolicyConfig;
    expect(policy).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: PUBLIC_READS_CACHE.maxTtlSeconds,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  test(`${PUBLIC_READS_CACHE.languageKeyed.pathPattern} → the same reads, keyed by Accept-Language too (the printout follows it without a lang)`, () => {
    const patterns = distribution.CacheBehaviors.map((candidate: any) => candidate.PathPattern);
    expect(patterns.indexOf(PUBLIC_READS_CACHE.languageKeyed.pathPattern)).toBeLessThan(patterns.indexOf(PUBLIC_READS_CACHE.pathPattern));
    const printout = behaviour(PUBLIC_READS_CACHE.languageKeyed.pathPattern);
    expect(printout).toMatchObject({ TargetOriginId: behaviour('/api/*').TargetOriginId, AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'redirect-to-https' });
    const policies = resources(app.templates.web, 'AWS::CloudFront::CachePolicy');
    const policy = (Object.entries(policies).find(([id]) => printout.CachePolicyId.Ref === id)?.[1]?.Properties as any).CachePolicyConfig;
    expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [PUBLIC_READS_CACHE.languageKeyed.header] },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  test(`${WEB_SOCKET.path} → the WebSocket API, whose stage has the same name (no origin path)`, () => {
    const ws = behaviour(WEB_SOCKET.path);
    expect(ws).toMatchObject({
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    const wsOrigin = origin(ws.TargetOriginId);
    expect(JSON.stringify(wsOrigin.DomainName)).toMatch(/RefLiveApi.*\.execute-api\./);
    expect(wsOrigin.OriginPath).toBeUndefined();
  });

  test('/sw.js and the manifest: the web bucket, never cached at the edge, so a deploy reaches installed phones at once', () => {
    for (const pattern of [SERVICE_WORKER_PATH, WEB_MANIFEST_PATH]) {
      const file = behaviour(pattern);
      expect(file).toMatchObject({ CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId, ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'] });
      expect(file.TargetOriginId).toBe(distribution.DefaultCacheBehavior.TargetOriginId);
      expect(file.OriginRequestPolicyId).toBeUndefined();
    }
  });

  test('SPA fallback on the app only: API 403/404 answers are never replaced by index.html', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    for (const other of distribution.CacheBehaviors) expect(other.FunctionAssociations).toBeUndefined();
  });

  test('the fallback function sends app routes to /index.html and leaves files alone', () => {
    const fn = Object.values(resources(app.templates.web, 'AWS::CloudFront::Function'))[0]!.Properties as any;
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const handler = new Function(`${fn.FunctionCode}; return handler;`)() as (event: unknown) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/tournaments/t-1/standings')).toBe('/index.html');
    expect(rewrite('/admin/users/')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/config.json')).toBe('/config.json');
  });
});

describe('security headers', () => {
  test('HSTS two years with subdomains and preload; nosniff; frame DENY; strict-origin-when-cross-origin', () => {
    app.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE.toSeconds(), IncludeSubdomains: true, Preload: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        },
      },
    });
    expect(HSTS_MAX_AGE.toSeconds()).toBe(63072000);
  });

  test("CSP: self by default; connect-src self + Cognito + the uploads bucket + the app's wss", () => {
    const config = (Object.values(resources(app.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties as any).ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.eu-west-1\.amazonaws\.com https:\/\/.*\.s3\.eu-west-1\.amazonaws\.com/);
    expect(csp).toContain(TEST_APP_URL.replace('https://', 'wss://'));
  });

  test('every behaviour carries the policy', () => {
    const id = policyId();
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: id });
    for (const other of distribution.CacheBehaviors) expect(other.ResponseHeadersPolicyId).toEqual({ Ref: id });
  });
});

describe('the app and its /config.json', () => {
  const deployments = (template = app.templates.web) => Object.values(resources(template, 'Custom::CDKBucketDeployment')).map((resource) => resource.Properties as any);

  test('hashed assets: cached a year, kept across deploys; the shell: revalidated, invalidated', () => {
    const [assets, shell] = [deployments().find((d) => d.DestinationBucketKeyPrefix === `${WEB_ASSETS_DIR}/`), deployments().find((d) => d.DistributionId)];
    expect(assets).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' } });
    expect(shell).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' }, DistributionPaths: ['/*'] });
  });

  test('config.json matches runtimeConfigSchema: the pool, its client, /api and /ws of this origin', () => {
    const shell = deployments().find((d) => d.DistributionId);
    const markerIndex = (shell.SourceMarkers as object[]).findIndex((markers) => Object.keys(markers).length > 0);
    const assetDir = path.join(app.outdir, `asset.${String(shell.SourceObjectKeys[markerIndex]).replace(/\.zip$/, '')}`);
    const text = fs.readFileSync(path.join(assetDir, 'config.json'), 'utf8');
    const config = runtimeConfigSchema.parse(JSON.parse(text));
    expect(config).toMatchObject({ region: 'eu-west-1', apiBaseUrl: '/api', wsUrl: WEB_SOCKET.path, stage: app.config.stage });
    const markers = shell.SourceMarkers[markerIndex] as Record<string, unknown>;
    expect(markers[config.userPoolId]).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: app.stacks.auth.stackName, OutputName: expect.stringMatching(/RefUserPool(?!WebClient)/) }),
    });
    expect(markers[config.userPoolClientId]).toEqual({ 'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/RefUserPoolWebClient/) }) });
    // The build's own config.json (the local one) is not shipped.
    for (const deployment of deployments()) {
      for (const key of deployment.SourceObjectKeys as string[]) {
        const dir = path.join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`);
        if (fs.existsSync(path.join(dir, 'index.html'))) expect(fs.existsSync(path.join(dir, 'config.json'))).toBe(false);
      }
    }
  });

  test('a fresh clone (no web build) still synthesizes: config.json only', () => {
    const fresh = buildTestApp({ webDist: path.join(app.outdir, 'web-not-built') });
    const only = Object.values(resources(fresh.templates.web, 'Custom::CDKBucketDeployment'));
    expect(only).toHaveLength(1);
    expect((only[0]!.Properties as any).DistributionPaths).toEqual(['/config.json']);
  });

  test('a custom domain: alias, its certificate, TLS 1.2+, appUrl and wss from it', () => {
    const custom = buildTestApp({
      settings: { domainName: 'app.pitchside.example', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
    });
    expect(custom.config.appUrl).toBe('https://app.pitchside.example');
    custom.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.pitchside.example'],
        ViewerCertificate: { AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc', MinimumProtocolVersion: 'TLSv1.2_2021', SslSupportMethod: 'sni-only' },
      }),
    });
    expect(JSON.stringify(custom.templates.web.toJSON())).toContain('wss://app.pitchside.example');
  });
});
