import { Annotations, Duration, RemovalPolicy, Stack, type StackProps, aws_iam as iam, aws_s3 as s3 } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ACCESS_LOGS, UPLOADS_BUCKET, resourceNames } from '../../resources';
import type { StageConfig } from '../config';

export interface StorageStackProps extends StackProps {
  readonly config: StageConfig;
}

/**
 * The uploads bucket (browser PUTs spreadsheets to it with a presigned URL; the import function reads
 * them) and the web bucket (the built app, served only through CloudFront).
 */
export class StorageStack extends Stack {
  readonly uploadsBucket: s3.Bucket;
  readonly webBucket: s3.Bucket;
  /** Access logs: the uploads and web buckets' server access logs, CloudFront's standard logs. */
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removal = config.production ? { removalPolicy: RemovalPolicy.RETAIN } : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };
    const privateBucket = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      ...removal,
    };

    // CloudFront's standard logs need ACLs (the log delivery writes objects it owns), hence
    // BUCKET_OWNER_PREFERRED here and nowhere else. The log bucket does not log itself.
    this.logsBucket = new s3.Bucket(this, 'LogsBucket', {
      ...privateBucket,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(ACCESS_LOGS.retainDays) }],
    });
    const accessLogs = (prefix: string) => ({ serverAccessLogsBucket: this.logsBucket, serverAccessLogsPrefix: prefix });

    // Only the app's own origin may PUT from a browser: the presigned URL is the credential, CORS limits
    // which pages may use it. Before appUrl is configured (the CloudFront domain exists only after the
    // first deploy) no page may, so a stage is deployed twice: once, then with -c appUrl=https://<domain>.
    if (!config.appUrl) {
      Annotations.of(this).addWarningV2(
        'pitchside:appUrlNotConfigured',
        `Stage ${config.stage} has no appUrl: browsers cannot upload spreadsheets to the uploads bucket. Set -c appUrl=https://<distribution domain> (or domainName) after the first deploy.`,
      );
    }
    this.uploadsBucket = new s3.Bucket(this, 'UploadsBucket', {
      bucketName: `${resourceNames(config.stage).uploadsBucket}-${this.account}`,
      ...privateBucket,
      ...accessLogs('uploads/'),
      cors: config.appUrl
        ? [
            {
              allowedMethods: [s3.HttpMethods.PUT],
              allowedOrigins: [config.appUrl],
              allowedHeaders: ['content-type', 'content-length', 'x-amz-*'],
              exposedHeaders: ['ETag'],
              maxAge: 3000,
            },
          ]
        : [],
      lifecycleRules: [
        { id: 'expire-imports', prefix: UPLOADS_BUCKET.uploadPrefix, expiration: Duration.days(UPLOADS_BUCKET.expireAfterDays) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.webBucket = new s3.Bucket(this, 'WebBucket', { ...privateBucket, ...accessLogs('web/') });
    // CloudFront reads the web bucket through Origin Access Control. The distribution lives in the
    // stateless WebStack; naming its id here would make this stack depend on that one (a cycle), so the
    // grant names this account's distributions. What the bucket holds is public anyway: the built app.
    this.webBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontOriginAccessControl',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.webBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}
