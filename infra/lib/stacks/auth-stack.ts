import { Duration, RemovalPolicy, Stack, type StackProps, aws_cognito as cognito } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { USER_POOL, resourceNames } from '../../resources';
import type { StageConfig } from '../config';

export interface AuthStackProps extends StackProps {
  readonly config: StageConfig;
}

type AuthFlow = (typeof USER_POOL.authFlows)[number] | 'ALLOW_USER_SRP_AUTH' | 'ALLOW_CUSTOM_AUTH' | 'ALLOW_ADMIN_USER_PASSWORD_AUTH';

/** USER_POOL's flow names as the CDK's switches (it always adds ALLOW_REFRESH_TOKEN_AUTH itself). */
const AUTH_FLOW_SWITCH: Record<AuthFlow, keyof cognito.AuthFlow | 'refresh'> = {
  ALLOW_USER_PASSWORD_AUTH: 'userPassword',
  ALLOW_USER_SRP_AUTH: 'userSrp',
  ALLOW_CUSTOM_AUTH: 'custom',
  ALLOW_ADMIN_USER_PASSWORD_AUTH: 'adminUserPassword',
  ALLOW_REFRESH_TOKEN_AUTH: 'refresh',
};

function authFlows(): cognito.AuthFlow {
  const flows: cognito.AuthFlow = {};
  for (const flow of USER_POOL.authFlows) {
    const name = AUTH_FLOW_SWITCH[flow];
    if (name !== 'refresh') (flows as Record<string, boolean>)[name] = true;
  }
  return flows;
}

/**
 * The user pool: sign-in by e-mail, the six roles as groups, the spec's password rule, and the web
 * app's client (public: no secret; USER_PASSWORD_AUTH + refresh, as USER_POOL says).
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;
    const names = resourceNames(config.stage);
    const policy = USER_POOL.passwordPolicy;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: names.userPool,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // A changed e-mail only takes effect once the person proves they read it; until then the old one stays.
      keepOriginal: { email: true },
      // Users are invited (accounts service, Cognito admin API); nobody signs up on their own.
      selfSignUpEnabled: false,
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: config.production,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    for (const group of USER_POOL.groups) {
      this.userPool.addGroup(`Group-${group}`, { groupName: group });
    }

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: names.userPoolClient,
      generateSecret: false,
      authFlows: authFlows(),
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.minutes(USER_POOL.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(USER_POOL.idTokenValidityMinutes),
      refreshTokenValidity: Duration.days(USER_POOL.refreshTokenValidityDays),
      enableTokenRevocation: true,
      // USER_POOL.clientWriteAttributes: a person's own token may change their name, never their e-mail.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true }),
    });
  }
}
