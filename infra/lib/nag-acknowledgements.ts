import { functionCatalog } from './functions/catalog';
import { functionId } from './stacks/api-stack';

/**
 * The cdk-nag AwsSolutions findings we accept, each with its reason. The infra test runs the pack over the
 * whole app: a finding not listed here fails it, and so does an entry here that no longer matches anything,
 * so this list is always exactly what the templates need. `rule` is the finding's id up to its first '['
 * plus, for findings that name an action or resource, a prefix of the bracketed part; `path` matches the
 * construct path after `Pitchside-<stage>-`.
 */
export interface NagAcknowledgement {
  readonly rule: string;
  readonly path: RegExp;
  readonly reason: string;
}

/** Every function of the catalog, by its construct id: a function added there is covered here without a second list. */
const OUR_FUNCTIONS = new RegExp(`^Api\\/(${Object.keys(functionCatalog()).map(functionId).join('|')})\\/`);
const BUCKET_DEPLOYMENT = /^Web\/Custom::CDKBucketDeployment[0-9A-F]+512MiB\//;

export const NAG_ACKNOWLEDGEMENTS: readonly NagAcknowledgement[] = [
  // --- Cognito ---
  {
    rule: 'AwsSolutions-COG1',
    path: /^Auth\/UserPool\//,
    reason: "The password rule is the spec's (§5): eight characters with upper, lower case and a digit; symbols are not required, and the app shows the same rule.",
  },
  {
    rule: 'AwsSolutions-COG2',
    path: /^Auth\/UserPool\//,
    reason: 'MFA is not part of the product yet: referees and coaches sign in on shared touchline phones; sign-in is throttled and locked out after repeated failures instead.',
  },
  {
    rule: 'AwsSolutions-COG8',
    path: /^Auth\/UserPool\//,
    reason: 'The Plus feature plan (threat protection) is a per-user cost the product does not carry yet; the WAF and the sign-in lockout cover credential stuffing.',
  },
  // --- API Gateway ---
  {
    rule: 'AwsSolutions-APIG4',
    path: /^Api\/Route-(health|openApiDocument|signUp|confirmEmail|forgotPassword|resetPassword|previewInvite|acceptInvite|stripeWebhook|public\w+|\w+Calendar|\w+Calendar-head|publicSchedulePdf-head|followTarget|unfollowTarget|submitApplication|entryCheckout|applicationStatus|displaySession)\//,
    reason:
      "Routes the manifest marks public: public reads and feeds (GET and HEAD), the API's OpenAPI document, following a match on a phone (no account by design), a club's registration application its entry-fee checkout and its status page (no account yet; the application's key proves the club), a venue screen's session (its display token in the body), sign-up and its e-mail confirmation, password reset, invitation answers (token in the body) and the Stripe webhook (signature checked). Throttled per route and behind the WAF.",
  },
  {
    rule: 'AwsSolutions-APIG4',
    path: /^Api\/LiveApi\/\$(connect|disconnect|default)-Route\//,
    reason: 'The WebSocket API serves anonymous spectators by design; it only carries public live scores, and it is throttled.',
  },
  // --- CloudFront ---
  { rule: 'AwsSolutions-CFR1', path: /^Web\/Distribution\//, reason: 'No geo restriction: tournaments are international (teams and families from many countries follow them).' },
  {
    rule: 'AwsSolutions-CFR4',
    path: /^Web\/Distribution\//,
    reason: "Without a custom domain CloudFront's default certificate fixes the viewer TLS policy; a stage with domainName gets TLSv1.2_2021.",
  },
  // --- Secrets ---
  {
    rule: 'AwsSolutions-SMG4',
    path: /^Api\/OriginVerifySecret\//,
    reason: 'The origin-verify secret is rotated by redeploying (CloudFront and the functions must change together); it only proves a request came through CloudFront.',
  },
  // --- Lambda ---
  {
    rule: 'AwsSolutions-L1',
    path: OUR_FUNCTIONS,
    reason: 'Node 22 (nodejs22.x) is the runtime the project builds and tests on, locally and in CI; moving runtime is a deliberate change with the test machines.',
  },
  { rule: 'AwsSolutions-L1', path: BUCKET_DEPLOYMENT, reason: "CDK's own BucketDeployment provider; its runtime is chosen by aws-cdk-lib." },
  // --- IAM ---
  {
    rule: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    path: new RegExp(`${OUR_FUNCTIONS.source}|${BUCKET_DEPLOYMENT.source}|^Api\\/BucketNotificationsHandler`),
    reason: 'The AWS managed basic execution role only lets a function write its own CloudWatch logs.',
  },
  {
    rule: 'AwsSolutions-IAM5[Resource::',
    path: OUR_FUNCTIONS,
    reason:
      'CDK grants on the table cover its indexes (`<table>/index/*`), on the uploads bucket the import prefix (`imports/*`), and on the WebSocket stage every connection (`@connections/*`): connection ids and index names are not known in advance.',
  },
  {
    rule: 'AwsSolutions-IAM5[Action::s3:',
    path: /^Api\/(Imports|ImportWorker)Function\//,
    reason: "grantRead on the uploads bucket's import prefix: CDK's read action set (Get*, List*) scoped to `imports/*`.",
  },
  {
    rule: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
    path: /^Api\/(Matches|Standings|MatchSweep)Function\//,
    reason:
      "grantPublish on the match-events topic, which is encrypted with SNS's AWS managed key: CDK's publish grant adds kms:GenerateDataKey* (SNS makes a data key per message) on that key alone.",
  },
  {
    rule: 'AwsSolutions-IAM5[',
    path: BUCKET_DEPLOYMENT,
    reason: "CDK's BucketDeployment provider copies the built app from the CDK assets bucket into the web bucket and invalidates the distribution.",
  },
];

/** Whether a finding (`ruleName` as cdk-nag reports it, construct path without the stack prefix) is acknowledged. */
export function acknowledgementFor(ruleName: string, path: string): NagAcknowledgement | undefined {
  return NAG_ACKNOWLEDGEMENTS.find((entry) => {
    const ruleMatches = entry.rule.includes('[') ? ruleName.startsWith(entry.rule) : ruleName === entry.rule;
    return ruleMatches && entry.path.test(path);
  });
}
