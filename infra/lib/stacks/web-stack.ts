import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  Fn,
  Stack,
  type StackProps,
  aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  type aws_cognito as cognito,
  aws_s3 as s3,
  aws_s3_deployment as deployment,
} from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RuntimeConfig } from '@pitchside/shared';
import { ORIGIN_VERIFY, PUBLIC_READS_CACHE, WEB_SOCKET } from '../../resources';
import { contentSecurityPolicy, FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '../../security-headers';
import { webDistExists, type StageConfig } from '../config';

/** Vite's output folder for content-hashed files. */
export const WEB_ASSETS_DIR = 'assets';
/** The app's service worker and web app manifest (web/public): served uncached by the edge. */
export const SERVICE_WORKER_PATH = '/sw.js';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** HSTS for two years, subdomains included, ready for the browsers' preload list (see security-headers.ts). */
export const HSTS_MAX_AGE = Duration.seconds(HSTS_MAX_AGE_SECONDS);

export interface WebStackProps extends StackProps {
  readonly config: StageConfig;
  /** From StorageStack: the built app's bucket (private; read through OAC). */
  readonly webBucket: s3.IBucket;
  readonly uploadsBucket: s3.IBucket;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly httpApi: { readonly apiId: string };
  readonly webSocketApi: { readonly apiId: string };
  /** The WAF web ACL (FirewallStack, us-east-1) in front of the distribution. */
  readonly webAclArn: string;
  /** The origin-verify secret (a deploy-time reference): CloudFront sends it, the functions demand it. */
  readonly originVerifySecret: string;
  /** StorageStack's access-log bucket: CloudFront's standard logs go under `cloudfront/`. */
  readonly logsBucket: s3.IBucket;
}

/**
 * One origin for everything the browser loads: the app from the web bucket, `/api/*` from the HTTP API
 * (its public reads cached at the edge),
 * `/ws` from the WebSocket API; security headers on every response; and the app's `/config.json`.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  readonly appUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const executeApi = (apiId: string) => `${apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const cognitoEndpoint = `https://cognito-idp.${this.region}.amazonaws.com`;
    // The browser PUTs spreadsheets straight to the uploads bucket with a presigned URL.
    const uploadsEndpoint = `https://${props.uploadsBucket.bucketName}.s3.${this.region}.amazonaws.com`;
    // `'self'` covers wss: on the same host (CSP Level 3); name the host as well when it is known.
    const wsSource = config.appUrl ? [config.appUrl.replace(/^http/, 'ws')] : [];

    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `pitchside-${config.stage}-security-headers`,
      comment: 'Pitchside: CSP, HSTS, nosniff, frame and referrer policy',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          // One definition with the local gateway (infra/security-headers.ts).
          contentSecurityPolicy: contentSecurityPolicy([cognitoEndpoint, uploadsEndpoint, ...wsSource]),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: HSTS_MAX_AGE, includeSubdomains: true, preload: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS === 'DENY' ? cloudfront.HeadersFrameOption.DENY : cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
      },
    });

    // SPA fallback on the app's behaviour only: a path that is not a file is the app's index.html.
    // (Distribution-wide error responses would also turn the API's own 403/404 JSON into index.html.)
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Pitchside: app routes are served by /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });

    // The web bucket is in StorageStack; its policy already lets this account's distributions read it
    // (naming this distribution there would be a cross-stack cycle), so the origin is given a reference.
    const webBucket = s3.Bucket.fromBucketAttributes(this, 'WebBucketRef', {
      bucketName: props.webBucket.bucketName,
      bucketArn: props.webBucket.bucketArn,
      bucketRegionalDomainName: props.webBucket.bucketRegionalDomainName,
    });
    const noCache = {
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeaders,
    };

    const apiOrigin = new origins.HttpOrigin(executeApi(props.httpApi.apiId), {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY.header]: props.originVerifySecret },
    });
    // Public reads are the same for everyone: keyed by path and query string only, kept as long as the
    // answer's s-maxage says (the API sends no-store on anything else), so a crowd costs one read per window.
    // The reads that follow the reader's Accept-Language when the URL names no `lang` (the printable
    // schedule) key that header too, and so CloudFront forwards it (PUBLIC_READS_CACHE.languageKeyed).
    const publicReadsCache = publicReadsPolicy(this, 'PublicReadsCache', `pitchside-${config.stage}-public-reads`, cloudfront.CacheHeaderBehavior.none());
    const languageKeyedCache = publicReadsPolicy(
      this,
      'PublicReadsByLanguageCache',
      `pitchside-${config.stage}-public-reads-by-language`,
      cloudfront.CacheHeaderBehavior.allowList(PUBLIC_READS_CACHE.languageKeyed.header),
    );
    const publicReads = (cachePolicy: cloudfront.ICachePolicy): cloudfront.BehaviorOptions => ({
      origin: apiOrigin,
      // Calendar apps turn `webcal://` into `http://`: redirect them to https rather than a 403. Safe here
      // only: public reads are GET/HEAD with no token, so nothing secret went over http. The rest of
      // /api/* stays https-only (a redirect would come after a token had already crossed in clear).
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy: this.securityHeaders,
      compress: true,
    });

    const appOrigin = origins.S3BucketOrigin.withOriginAccessControl(webBucket);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `Pitchside ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      // TLS policy is only selectable with our own certificate (the default *.cloudfront.net one is fixed).
      ...(config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: appOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      // CloudFront matches behaviours in this order: the public reads before the rest of the API.
      additionalBehaviors: {
        [SERVICE_WORKER_PATH]: uncachedAppFile(appOrigin, this.securityHeaders),
        [WEB_MANIFEST_PATH]: uncachedAppFile(appOrigin, this.securityHeaders),
        [PUBLIC_READS_CACHE.languageKeyed.pathPattern]: publicReads(languageKeyedCache),
        [PUBLIC_READS_CACHE.pathPattern]: publicReads(publicReadsCache),
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          compress: true,
          ...noCache,
        },
        // The WebSocket stage is named like this path, so `/ws` reaches the stage without an origin path.
        [WEB_SOCKET.path]: {
          origin: new origins.HttpOrigin(executeApi(props.webSocketApi.apiId), { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          ...noCache,
        },
      },
    });
    // The bucket policy that lets CloudFront in is StorageStack's (see there).
    Annotations.of(this).acknowledgeWarning('@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac', "StorageStack grants this account's distributions read access to the web bucket");

    this.appUrl = config.appUrl ?? `https://${this.distribution.distributionDomainName}`;

    // --- The app and its runtime config. ---
    const runtimeConfig: RuntimeConfig = {
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      apiBaseUrl: '/api',
      wsUrl: WEB_SOCKET.path,
      stage: config.stage,
    };
    // Hashed files (Vite's `assets/`) are cached for a year and kept across deploys, so a tab opened
    // before a deploy still finds its chunks; everything else (index.html, config.json, favicon) is
    // revalidated on every load.
    const shellSources = [deployment.Source.jsonData('config.json', runtimeConfig)];
    let invalidate = ['/config.json'];
    let assets: deployment.BucketDeployment | undefined;
    if (webDistExists(config)) {
      shellSources.unshift(deployment.Source.asset(config.webDist, { exclude: [WEB_ASSETS_DIR, 'config.json'] }));
      invalidate = ['/*'];
      const hashed = path.join(config.webDist, WEB_ASSETS_DIR);
      if (fs.existsSync(hashed)) {
        assets = new deployment.BucketDeployment(this, 'WebAssets', {
          destinationBucket: webBucket,
          destinationKeyPrefix: `${WEB_ASSETS_DIR}/`,
          sources: [deployment.Source.asset(hashed)],
          prune: false,
          cacheControl: [deployment.CacheControl.setPublic(), deployment.CacheControl.maxAge(Duration.days(365)), deployment.CacheControl.immutable()],
          memoryLimit: 512,
        });
      }
    } else {
      Annotations.of(this).addWarningV2(
        'pitchside:webNotBuilt',
        `${config.webDist} does not exist: deploying /config.json only. Run \`npm run build -w @pitchside/web\` before \`cdk deploy\` to ship the app.`,
      );
    }
    const shell = new deployment.BucketDeployment(this, 'WebShell', {
      destinationBucket: webBucket,
      sources: shellSources,
      prune: false,
      cacheControl: [deployment.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: invalidate,
      memoryLimit: 512,
    });
    // The new index.html may only appear once the chunks it names are there.
    if (assets) shell.node.addDependency(assets);

    new CfnOutput(this, 'AppUrl', { value: this.appUrl, description: 'Open the app here; set it as appUrl for the stage if it is not' });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'ApiOrigin', { value: Fn.join('', ['https://', executeApi(props.httpApi.apiId)]) });
  }
}

/** CloudFront Functions (JS 2.0 runtime): a path whose last segment has no dot is an app route. */
/**
 * The service worker and the manifest are never held at the edge: a phone checks /sw.js for an update on
 * each visit, and an old worker (or install manifest) must not outlive a deploy by a cache's TTL.
 */
function uncachedAppFile(origin: cloudfront.IOrigin, responseHeadersPolicy: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions {
  return {
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
    responseHeadersPolicy,
    compress: true,
  };
}

const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** A cache policy of the public reads: as long as the answer's Cache-Control allows, keyed by path, query string and `headers`. */
function publicReadsPolicy(scope: Construct, id: string, cachePolicyName: string, headerBehavior: cloudfront.CacheHeaderBehavior): cloudfront.CachePolicy {
  return new cloudfront.CachePolicy(scope, id, {
    cachePolicyName,
    comment: 'Pitchside: public reads, as long as their Cache-Control allows',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(PUBLIC_READS_CACHE.maxTtlSeconds),
    queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
    headerBehavior,
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
