import { isRole, type Role } from '@pitchside/shared';

/** Who is calling, as the JWT authorizer vouched for them. */
export interface Actor {
  uid: string;
  email: string;
  displayName: string;
  roles: Role[];
}

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * API Gateway's HTTP API flattens array claims into one string such as `"[admin coach]"`; a raw token
 * carries a JSON array. Both end up here, and only here.
 */
export function parseGroupsClaim(value: Claims[string] | undefined): Role[] {
  if (value === undefined) return [];
  const names = Array.isArray(value)
    ? value
    : String(value)
        .replace(/^\[|\]$/g, '')
        .split(/[\s,]+/);
  return [...new Set(names.map((name) => name.trim()).filter(isRole))];
}

export function actorFromClaims(claims: Claims | undefined): Actor | null {
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) return null;
  const email = typeof claims?.email === 'string' ? claims.email : '';
  const name = typeof claims?.name === 'string' ? claims.name : '';
  return { uid: sub, email, displayName: name || email, roles: parseGroupsClaim(claims?.['cognito:groups']) };
}
