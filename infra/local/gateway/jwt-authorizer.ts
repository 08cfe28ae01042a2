import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export type FlatClaims = Record<string, string>;

/**
 * What API Gateway's JWT authorizer does, locally: verify the Cognito token's signature, issuer,
 * audience and expiry, then hand the claims on flattened the way the HTTP API does (arrays become
 * "[a b]", everything a string).
 */
export function createJwtAuthorizer(options: { issuer: string; audience: string }) {
  const jwks = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));

  return async function authorize(authorization: string | undefined): Promise<FlatClaims | null> {
    const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
    if (!match?.[1]) return null;
    try {
      const { payload } = await jwtVerify(match[1], jwks, { issuer: options.issuer, audience: options.audience });
      return flattenClaims(payload);
    } catch {
      return null;
    }
  };
}

export function flattenClaims(payload: JWTPayload): FlatClaims {
  const flat: FlatClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return flat;
}
