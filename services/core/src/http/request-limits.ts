import { BODY_LIMIT_BY_ROUTE, BODY_LIMITS, CONTROL_CHARACTERS, isPlausiblePathParam, ORGANIZATION_HEADER, stripControlCharacters, TEXT_LIMITS } from '@pitchside/shared';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../errors';

/**
 * The limits every route shares, checked before any use case runs, so no value reaches DynamoDB's key
 * and item limits (where it would fail as a 500) and no use case has to remember them. The field
 * schemas give each field its own, tighter rule and message; these catch what no field allows.
 */

/** A path id no object can have (too long for a key, malformed, control characters) names nothing: 404. */
export function assertPathParams(params: Record<string, string>): void {
  for (const value of Object.values(params)) {
    if (!isPlausiblePathParam(value)) throw new NotFoundError('Not found');
  }
}

/** The organization header becomes a key too: an impossible one is a 400 before any lookup. */
export function assertOrganizationHeader(headers: Record<string, string>): void {
  const value = headers[ORGANIZATION_HEADER];
  if (value !== undefined && (value.length > TEXT_LIMITS.id || !isPlausiblePathParam(value))) {
    throw new ValidationError('Choose an organization you belong to');
  }
}

/** The route's own body limit, or the JSON default. */
export function bodyLimitOf(routeId: string): { bytes: number; anyBodyString: number } {
  return BODY_LIMIT_BY_ROUTE[routeId] ?? { bytes: BODY_LIMITS.jsonBytes, anyBodyString: TEXT_LIMITS.anyBodyString };
}

export function assertBodySize(routeId: string, rawBody: string): void {
  const { bytes } = bodyLimitOf(routeId);
  // Characters first: a body with fewer characters than the limit cannot have more than 4× as many bytes.
  if (rawBody.length > bytes || (rawBody.length * 3 > bytes && Buffer.byteLength(rawBody, 'utf8') > bytes)) {
    throw new PayloadTooLargeError(`Send at most ${Math.floor(bytes / 1024)} KB in one request`);
  }
}

/** Query values: control characters removed, each at most TEXT_LIMITS.queryValue characters. */
export function cleanQuery(query: Record<string, string>): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (key.length > TEXT_LIMITS.queryValue || value.length > TEXT_LIMITS.queryValue) throw new ValidationError('A query parameter is too long');
    cleaned[stripControlCharacters(key)] = stripControlCharacters(value);
  }
  return cleaned;
}

const MAX_DEPTH = 32;
const CONTROL_IN_KEY = new RegExp(CONTROL_CHARACTERS.source);

/**
 * Walks a parsed JSON body in place (iteratively: a hostile body cannot overflow the stack): strings lose
 * their control characters the way the importer strips them; a string longer than the route allows, a
 * key with control characters or a body nested deeper than MAX_DEPTH is a 400.
 */
export function cleanJsonBody(routeId: string, body: unknown): unknown {
  const { anyBodyString } = bodyLimitOf(routeId);
  const check = (text: string): string => {
    if (text.length > anyBodyString) throw new ValidationError(`A value is longer than ${anyBodyString} characters`);
    return stripControlCharacters(text);
  };
  if (typeof body === 'string') return check(body);
  const stack: { node: Record<string, unknown> | unknown[]; depth: number }[] = [];
  if (body !== null && typeof body === 'object') stack.push({ node: body as Record<string, unknown>, depth: 1 });
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) throw new ValidationError('The request body is nested too deeply');
    // Own keys only; JSON.parse makes '__proto__' an own data property, so assigning to it stays on the object.
    for (const key of Object.keys(node)) {
      if (key.length > TEXT_LIMITS.text || CONTROL_IN_KEY.test(key)) throw new ValidationError('The request body has a key that is not allowed');
      const value = (node as Record<string, unknown>)[key];
      if (typeof value === 'string') (node as Record<string, unknown>)[key] = check(value);
      else if (value !== null && typeof value === 'object') stack.push({ node: value as Record<string, unknown>, depth: depth + 1 });
    }
  }
  return body;
}
