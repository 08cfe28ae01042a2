/**
 * Every limit on what a request may carry, defined once. The field schemas, the HTTP middleware of every
 * service and the local gateway read these, so a value is refused with a 400/404/413 at the edge instead
 * of reaching DynamoDB (2 KB partition keys, 1 KB sort keys, 400 KB items) and failing there as a 500.
 */
export const TEXT_LIMITS = {
  /** Ids: tournament, match, team, player and user ids, invitation and import ids. */
  id: 128,
  /** People's names (display names, players): enough for 'Maria del Carmen Fernández de la Concepción'. */
  personName: 100,
  /** RFC 5321: 254 characters is the longest address a mailbox can have. */
  email: 254,
  /** Cognito's own maximum; a longer password is refused before any hashing. */
  password: 256,
  /** Codes and tokens sent by e-mail (invitations, password resets). */
  token: 512,
  /** A required text field without a rule of its own (labels, names of things). */
  text: 200,
  /** Free text a person types in a form (notes, descriptions). */
  longText: 2_000,
  /**
   * The catch-all for a string anywhere in a JSON body, for routes that do not say otherwise: the field
   * schemas refuse long values with a message of their own; this only stops a value no field allows.
   */
  anyBodyString: 10_000,
  /** A query-string value. */
  queryValue: 1_000,
} as const;

/**
 * Path parameters become DynamoDB key parts: at most this many characters and UTF-8 bytes (with the
 * entity prefixes a composed sort key stays well inside DynamoDB's 1,024 bytes). Longer is a 404: no
 * object has such an id.
 */
export const PATH_PARAM_LIMITS = { chars: 200, bytes: 600 } as const;

export const BODY_LIMITS = {
  /**
   * The largest answer a function builds: Lambda refuses a response over 6 MB (a 500 at the gateway), and
   * a JSON answer is sent as is, so an answer over this is refused by the use case with its own message.
   */
  answerBytes: 5 * 1024 * 1024,
  /** API Gateway HTTP API: the largest request payload it accepts (10 MB); more is a 413 at the gateway. */
  apiGatewayBytes: 10 * 1024 * 1024,
  /**
   * Lambda's synchronous invocation payload (6 MB, the whole event: headers and a base64 body included).
   * The HTTP API answers 413 when the event would be larger.
   */
  lambdaEventBytes: 6 * 1024 * 1024,
  /** A JSON body, unless the route says otherwise (BODY_LIMIT_BY_ROUTE). */
  jsonBytes: 1024 * 1024,
} as const;

/**
 * Routes that carry more than a form: the spreadsheet preview holds the file itself, base64 (the file is
 * limited to 4 MB by the imports service; base64 makes that 5.4 MB). Keyed by route id.
 */
export const BODY_LIMIT_BY_ROUTE: Readonly<Record<string, { bytes: number; anyBodyString: number }>> = {
  processExcel: { bytes: BODY_LIMITS.lambdaEventBytes, anyBodyString: BODY_LIMITS.lambdaEventBytes },
};

// C0 controls and DEL, except tab, line feed and carriage return: the importer strips the same set.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** Half of a surrogate pair on its own: not text, and DynamoDB refuses it in a key. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UTF8 = new TextEncoder();

/** Text as it is stored: control characters (but tab and line breaks) removed. */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Whether a path parameter can name anything at all: short enough, well-formed, no control characters. */
export function isPlausiblePathParam(value: string): boolean {
  return value.length > 0 && value.length <= PATH_PARAM_LIMITS.chars && !LONE_SURROGATE.test(value) && UTF8.encode(value).length <= PATH_PARAM_LIMITS.bytes && !ANY_CONTROL.test(value);
}

/**
 * The largest workbook an organizer may upload for an import (20 MiB): the presigned PUT states it, the
 * worker checks it again before reading, and the web refuses a larger file before sending anything.
 */
export const UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The largest workbook the preview reads (4 MiB): it travels base64 inside one API request, under API
 * Gateway's and Lambda's payload limits. The service refuses a larger one; the web says so before sending.
 */
export const PREVIEW_LIMIT_BYTES = 4 * 1024 * 1024;

/** Match events one request may carry; a console with a longer offline queue sends it in batches of this many. */
export const MAX_MATCH_EVENTS_PER_REQUEST = 100;

/**
 * Events one match may hold (referee events and dispute steps, resets included): the match item carries
 * each one's id, and each goal and card with its names, so this keeps the item far below DynamoDB's
 * 400 KB even with every id and name at its maximum (about 600 bytes an event). A real match needs a few dozen.
 */
export const MAX_EVENTS_PER_MATCH = 300;
