/** What the server meant, when the message has a catalog id: words it in any language without the English. */
export interface SaidMessage {
  id: string;
  values: Readonly<Record<string, string | number>>;
}

/**
 * The API's error body is `{ "error": code, "message": text, "fields"?: {...}, "messageId"?, "values"? }`
 * (architecture: one error mapper in services/core). Pure: no fetch, no Amplify, so it is unit-tested in node.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly said?: SaidMessage,
    /** Each of `fields` as its message id with values, when the server sent one: the screen words it so. */
    readonly fieldSaid: Readonly<Record<string, SaidMessage>> = {},
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

function saidOf(record: Record<string, unknown>): SaidMessage | undefined {
  const id = nonEmptyString(record.messageId);
  if (!id) return undefined;
  const values = isRecord(record.values) ? Object.fromEntries(Object.entries(record.values).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))) : {};
  return { id, values };
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

/** Each field's message as its id with values (`fieldMessages`, decision 0052), for the form to word it. */
function fieldSaidOf(value: unknown): Record<string, SaidMessage> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, sent]): [string, SaidMessage][] => {
      const said = isRecord(sent) ? saidOf(sent) : undefined;
      return said ? [[name, said]] : [];
    }),
  );
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
  return new ApiError(status, code, message, fieldsOf(record.fields), saidOf(record), fieldSaidOf(record.fieldMessages));
}

/** The text to show for any failure (spec §8): the API's message, otherwise the error's own message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong';
}
