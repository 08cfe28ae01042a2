import { Stack, type StackProps, aws_wafv2 as wafv2 } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition } from '@pitchside/shared';
import { EDGE_FIREWALL } from '../../resources';
import type { StageConfig } from '../config';

export interface FirewallStackProps extends StackProps {
  readonly config: StageConfig;
}

/** A CloudFront web ACL lives in us-east-1 whatever the app's region: this stack is deployed there. */
export const FIREWALL_REGION = 'us-east-1';

/**
 * The WAF in front of CloudFront: AWS's managed rules (IP reputation, the common rule set, known bad
 * inputs) and per-IP rate limits on writes, on the unauthenticated write routes, and on everything.
 * Reads are never limited per IP: a stadium shares a few addresses and CloudFront's cache absorbs them.
 */
export class FirewallStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallStackProps) {
    super(scope, id, props);
    const { config } = props;
    const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `pitchside-${config.stage}-${name}`,
      sampledRequestsEnabled: true,
    });

    const managed: wafv2.CfnWebACL.RuleProperty[] = EDGE_FIREWALL.managedRuleGroups.map((name, index) => ({
      name,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(name === 'AWSManagedRulesCommonRuleSet' ? { ruleActionOverrides: EDGE_FIREWALL.countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(name),
    }));

    const rate = (name: string, limit: number, priority: number, scopeDown?: wafv2.CfnWebACL.StatementProperty): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: { rateBasedStatement: { limit, aggregateKeyType: 'IP', evaluationWindowSec: 300, ...(scopeDown ? { scopeDownStatement: scopeDown } : {}) } },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `pitchside-${config.stage}-edge`,
      description: 'Pitchside: managed rules and per-IP rate limits in front of CloudFront',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('edge'),
      rules: [
        ...managed,
        rate('public-writes-per-ip', EDGE_FIREWALL.publicWritesPerIpPer5Min, managed.length, anyOf(publicWritePaths().map(pathStartsWith))),
        rate('api-writes-per-ip', EDGE_FIREWALL.writesPerIpPer5Min, managed.length + 1, {
          andStatement: {
            statements: [pathStartsWith('/api/'), { notStatement: { statement: anyOf(['GET', 'HEAD', 'OPTIONS'].map(methodIs)) } }],
          },
        }),
        rate('all-per-ip', EDGE_FIREWALL.allPerIpPer5Min, managed.length + 2),
      ],
    });
  }
}

/**
 * The manifest's unauthenticated writes (sign-up, password reset, accepting an invitation), up to their
 * first path parameter. The Stripe webhook (a raw, signed body) is left out: Stripe sends from a few
 * addresses in bursts, and its signature is the check.
 */
export function publicWritePaths(): string[] {
  const paths = (ROUTES as readonly RouteDefinition[]).filter((route) => route.auth === 'public' && route.method !== 'GET' && !route.rawBody).map((route) => route.path.split('{')[0]!);
  return [...new Set(paths)].sort();
}

function anyOf(statements: wafv2.CfnWebACL.StatementProperty[]): wafv2.CfnWebACL.StatementProperty {
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

function pathStartsWith(path: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'STARTS_WITH',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  };
}

function methodIs(method: string): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: { method: {} },
      positionalConstraint: 'EXACTLY',
      searchString: method,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}
