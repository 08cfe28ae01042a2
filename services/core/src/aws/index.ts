/** AWS SDK clients and the adapters behind core's ports (Cognito, SES, S3, API Gateway, Secrets, Web Push). */
export * from './clients';
export * from './cognito-identity-provider';
export * from './ses-mailer';
export * from './s3-uploads';
export * from './live-notifier';
export * from './secrets';
export * from './web-push-sender';
