import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { ConfigurationError } from '../errors';

/** Reads a JSON secret from Secrets Manager once per execution environment. */
export async function readJsonSecret<T>(secretArn: string): Promise<T> {
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new ConfigurationError(`Secret ${secretArn} has no string value`);
  return JSON.parse(SecretString) as T;
}
