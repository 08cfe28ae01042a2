import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * Clients are built once per execution environment and reused by every invocation. Endpoints come from
 * the SDK's own AWS_ENDPOINT_URL_<SERVICE> variables, so the same code reaches AWS or the local cloud.
 */
/**
 * Takes the SDK's logger middleware out of a client. It builds a redacted copy of every request and
 * response for the client's logger even when that logger throws it away (the default one does): for a
 * 1,000-item query page or ten 30 KB queue messages that copy is a walk of all of it, ~4 % of a sender's
 * CPU in `bench:notify`. Nothing reads the SDK's log lines; ours come from Powertools.
 */
export function withoutSdkLogging<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
}

let documentClient: DynamoDBDocumentClient | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(withoutSdkLogging(new DynamoDBClient({})), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= withoutSdkLogging(new CognitoIdentityProviderClient({}));
  return cognitoClient;
}
