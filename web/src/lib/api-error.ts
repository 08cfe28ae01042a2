/**
 * The API's error body is `{ "error": code, "message": text, "fields"?: {...} }` (architecture: one error
 * mapper in services/core). Pure: no fetch, no Amplify, so it is unit-tested in node.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [name, problem] of Object.entries(value)) {
    if (typeof problem === 'string') fields[name] = problem;
    else if (Array.isArray(problem)) fields[name] = problem.filter((item) => typeof item === 'string').join(' ');
  }
  return fields;
}

/** Build an ApiError from a failed response's status and (already parsed, possibly absent) body. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const code = nonEmptyString(record.error) ?? `http_${status}`;
  // Spec §8: show the response's error or message field. `message` is the human sentence (the spec's
  // words); `error` is a stable code, shown only when there is no message.
  const message =
    nonEmptyString(record.message) ??
    nonEmptyString(record.error) ??
    (typeof body === 'string' ? nonEmptyString(body.slice(0, 300)) : undefined) ??
    `Request failed (HTTP ${status}${statusText ? ` ${statusText}` : ''})`;
  return new ApiError(status, code, message, fieldsOf(record.fields));
}

/** The text to show for any failure (spec §8): the API's message, otherwise the error's own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}
