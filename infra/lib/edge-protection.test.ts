/* eslint-disable @typescript-eslint/no-explicit-any -- synthesized CloudFormation templates are untyped JSON */
import * as fs from 'node:fs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ENV, ORIGIN_VERIFY_HEADER, ROUTES, routeKey } from '@pitchside/shared';
import { API_THROTTLING, EDGE_FIREWALL } from '../resources';
import { functionCatalog } from './functions/catalog';
import { acknowledgementFor, NAG_ACKNOWLEDGEMENTS } from './nag-acknowledgements';
import { FIREWALL_REGION, publicWritePaths } from './stacks/firewall-stack';
import { buildTestApp, pitchsideFunctionIds, resources, removeTemporaryFolders, type TestApp } from './test-support';

afterAll(removeTemporaryFolders);

let app: TestApp;
beforeAll(() => {
  app = buildTestApp();
});

const only = (template: TestApp['templates'][keyof TestApp['templates']], type: string) => Object.values(resources(template, type)).map((resource) => resource.Properties as any);

describe('API Gateway throttling: the stage, and tighter limits on what anyone may call', () => {
  test('the HTTP stage has API_THROTTLING.stage; every public route its own limit, GETs the read limit, writes the write limit', () => {
    const [stage] = only(app.templates.api, 'AWS::ApiGatewayV2::Stage').filter((candidate) => candidate.StageName === '$default');
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: API_THROTTLING.stage.rateLimit, ThrottlingBurstLimit: API_THROTTLING.stage.burstLimit });
    const publicRoutes = ROUTES.filter((route) => route.auth === 'public');
    expect(Object.keys(stage.RouteSettings).sort()).toEqual(publicRoutes.map(routeKey).sort());
    for (const route of publicRoutes) {
      const limit = route.method === 'GET' ? API_THROTTLING.publicReads : route.id === 'stripeWebhook' ? API_THROTTLING.stripeWebhook : API_THROTTLING.publicWrites;
      expect(stage.RouteSettings[routeKey(route)]).toEqual({ ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit });
    }
    expect(stage.RouteSettings['POST /api/auth/signup'].ThrottlingRateLimit).toBeLessThan(stage.DefaultRouteSettings.ThrottlingRateLimit);
    // Stripe's webhook has its own limit: a flood of public writes cannot hold back payment events.
    expect(stage.RouteSettings['POST /api/payments/webhook']).toEqual({ ThrottlingRateLimit: API_THROTTLING.stripeWebhook.rateLimit, ThrottlingBurstLimit: API_THROTTLING.stripeWebhook.burstLimit });
    expect(API_THROTTLING.stripeWebhook.rateLimit).toBeGreaterThan(API_THROTTLING.publicWrites.rateLimit);
  });

  test('the WebSocket stage is throttled and writes access logs', () => {
    const [stage] = only(app.templates.api, 'AWS::ApiGatewayV2::Stage').filter((candidate) => candidate.StageName !== '$default');
    expect(stage.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: API_THROTTLING.webSocket.rateLimit, ThrottlingBurstLimit: API_THROTTLING.webSocket.burstLimit });
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({ connectionId: '$context.connectionId', status: '$context.status' });
  });
});

describe('WAF: a web ACL in front of CloudFront', () => {
  test('lives in us-east-1 (CloudFront scope) and the distribution names it', () => {
    expect(app.stacks.firewall.region).toBe(FIREWALL_REGION);
    const [acl] = only(app.templates.firewall, 'AWS::WAFv2::WebACL');
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const distribution = only(app.templates.web, 'AWS::CloudFront::Distribution')[0].DistributionConfig;
    expect(JSON.stringify(distribution.WebACLId)).toMatch(/WebAcl/);
  });

  test('AWS managed rules first, the common set counting only the body-size rule (the workbook preview posts a spreadsheet)', () => {
    const [acl] = only(app.templates.firewall, 'AWS::WAFv2::WebACL');
    const managed = acl.Rules.filter((rule: any) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule: any) => rule.Statement.ManagedRuleGroupStatement.Name)).toEqual([...EDGE_FIREWALL.managedRuleGroups]);
    expect(managed.every((rule: any) => rule.Statement.ManagedRuleGroupStatement.VendorName === 'AWS' && rule.OverrideAction.None)).toBe(true);
    const common = managed.find((rule: any) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  test('per-IP rate limits block: unauthenticated writes tightest, API writes, then everything; reads alone are never limited', () => {
    const [acl] = only(app.templates.firewall, 'AWS::WAFv2::WebACL');
    const rate = Object.fromEntries(acl.Rules.filter((rule: any) => rule.Statement.RateBasedStatement).map((rule: any) => [rule.Name, rule]));
    expect(Object.keys(rate).sort()).toEqual(['all-per-ip', 'api-writes-per-ip', 'public-writes-per-ip']);
    for (const rule of Object.values(rate) as any[]) {
      expect(rule.Action).toEqual({ Block: {} });
      expect(rule.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', EvaluationWindowSec: 300 });
    }
    expect(rate['public-writes-per-ip'].Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL.publicWritesPerIpPer5Min);
    expect(rate['api-writes-per-ip'].Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL.writesPerIpPer5Min);
    expect(rate['all-per-ip'].Statement.RateBasedStatement.Limit).toBe(EDGE_FIREWALL.allPerIpPer5Min);
    const searched = JSON.stringify(rate['public-writes-per-ip'].Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of publicWritePaths()) expect(searched).toContain(`"SearchString":"${path}"`);
    // Writes are counted by method: GET, HEAD and OPTIONS are excluded from the API-writes rule.
    expect(JSON.stringify(rate['api-writes-per-ip'].Statement.RateBasedStatement.ScopeDownStatement)).toMatch(/NotStatement.*"SearchString":"GET"/);
  });

  test("the public writes are the manifest's unauthenticated non-GET routes, without the signed Stripe webhook", () => {
    expect(publicWritePaths()).toEqual([
      '/api/auth/accept-invite',
      '/api/auth/confirm-email',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/signup',
      '/api/displays/session',
      '/api/payments/entries',
      '/api/push/tournaments/',
      '/api/registration/tournaments/',
    ]);
  });
});

describe('origin protection: the execute-api URL cannot be used around CloudFront', () => {
  test('CloudFront sends the stage secret to the HTTP API origin, resolved at deploy time from Secrets Manager', () => {
    const distribution = only(app.templates.web, 'AWS::CloudFront::Distribution')[0].DistributionConfig;
    const apiOriginId = distribution.CacheBehaviors.find((behaviour: any) => behaviour.PathPattern === '/api/*').TargetOriginId;
    const apiOrigin = distribution.Origins.find((origin: any) => origin.Id === apiOriginId);
    const header = apiOrigin.OriginCustomHeaders.find((candidate: any) => candidate.HeaderName === ORIGIN_VERIFY_HEADER);
    expect(JSON.stringify(header.HeaderValue)).toMatch(/resolve:secretsmanager:/);
    expect(only(app.templates.api, 'AWS::SecretsManager::Secret')[0].GenerateSecretString).toMatchObject({ PasswordLength: 48 });
  });

  test('every HTTP function (and only they) gets the secret to check it', () => {
    const ids = pitchsideFunctionIds(app.templates.api);
    for (const [name, definition] of Object.entries(functionCatalog())) {
      const variables = (resources(app.templates.api)[ids[name]!]!.Properties as any).Environment.Variables;
      expect([name, ENV.originVerifySecret in variables]).toEqual([name, definition.trigger.kind === 'http']);
    }
  });
});

describe('access logs', () => {
  test('CloudFront writes standard logs to the log bucket', () => {
    const distribution = only(app.templates.web, 'AWS::CloudFront::Distribution')[0].DistributionConfig;
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
    expect(JSON.stringify(distribution.Logging.Bucket)).toMatch(/LogsBucket/);
  });
});

describe('cdk-nag AwsSolutions over the whole production app', () => {
  test('every finding is acknowledged with its reason, and every acknowledgement is still needed', () => {
    let report: { pluginReports: { violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[] }[] } = { pluginReports: [] };
    try {
      buildTestApp({ stage: 'prod', settings: { stripePriceId: 'price_1', vapidPublicKey: 'BPublicKeyOfTheStage' }, validations: (scope) => [new AwsSolutionsChecks(scope)] });
    } catch (error) {
      const file = /found in: (\S+\.json)/.exec(String((error as Error).message))?.[1];
      if (!file) throw error;
      report = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof report;
    }
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) => violation.violatingConstructs.map((construct) => ({ rule: violation.ruleName, path: construct.constructPath.replace(/^Pitchside-prod-/, '') }))),
    );
    expect(findings.length).toBeGreaterThan(0);
    const unacknowledged = findings.filter((finding) => !acknowledgementFor(finding.rule, finding.path)).map((finding) => `${finding.rule} at ${finding.path}`);
    expect(unacknowledged).toEqual([]);
    const used = new Set(findings.map((finding) => acknowledgementFor(finding.rule, finding.path)));
    expect(NAG_ACKNOWLEDGEMENTS.filter((entry) => !used.has(entry)).map((entry) => `${entry.rule} ${entry.path}`)).toEqual([]);
    expect(NAG_ACKNOWLEDGEMENTS.every((entry) => entry.reason.length > 40)).toBe(true);
  });
});
