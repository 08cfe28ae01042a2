/**
 * The last line of defence against personal data and secrets in the logs: whatever a caller passes, a
 * key that names a secret or an address is masked, and an e-mail address or a bearer token inside any
 * string (a message, an error's text, a stack) is replaced. Ids are what the lines carry instead.
 */
const SECRET_WORDS = 'pass(?:word)?|secret|token|authori[sz]ation|cookie|signature|e-?mail|api[-_]?key|credential|origin-verify';
const SECRET_KEY = new RegExp(SECRET_WORDS, 'i');
// The same names inside text (a JSON body or a query string quoted by an error): `"password":"…"`, `token=…`.
const SECRET_PAIR = new RegExp(`((?:${SECRET_WORDS})[\\w-]*"?\\s*[:=]\\s*"?)[^"&,;}\\s]+`, 'gi');
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// A JWT (three base64url parts) or a `Bearer …` value.
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\b/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const MAX_DEPTH = 6;

export const REDACTED = '[redacted]';

export function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(BEARER, `Bearer ${REDACTED}`).replace(EMAIL, '[email]').replace(SECRET_PAIR, `$1${REDACTED}`);
}

export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Error) return { name: value.name, message: redactText(value.message), ...(value.stack ? { stack: redactText(value.stack) } : {}) };
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) result[key] = SECRET_KEY.test(key) ? REDACTED : redactValue(item, depth + 1);
  return result;
}
