import type middy from '@middy/core';
import { formatServerMessage, localeFromAcceptLanguage, saidOf, serverMessageIdOf, translateServerMessage, type Locale, type SaidMessage, type ServerMessage } from '@pitchside/shared';
import { AppError, ValidationError } from '../errors';
import { logger } from '../observability/logger';
import { SerializedJson, type FileBody, type HttpEvent, type HttpResponse } from './types';

type Middleware = middy.MiddlewareObj<HttpEvent, HttpResponse>;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode: status,
    headers: { ...JSON_HEADERS, 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : body instanceof SerializedJson ? body.text : JSON.stringify(body),
  };
}

/**
 * RFC 6266: an ASCII `filename` for old clients (quotes, backslashes and anything outside printable ASCII
 * replaced) and `filename*` with the UTF-8 name percent-encoded (RFC 5987) for the rest.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file answer: text as it is, bytes base64 (the HTTP API decodes `isBase64Encoded` bodies for the client). */
export function fileResponse(status: number, file: FileBody, headers: Record<string, string> = {}): HttpResponse {
  const text = typeof file.content === 'string';
  return {
    statusCode: status,
    headers: {
      'content-type': file.contentType,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...(file.fileName ? { 'content-disposition': contentDisposition(file.disposition ?? 'attachment', file.fileName) } : {}),
      ...headers,
    },
    body: text ? (file.content as string) : Buffer.from(file.content as Uint8Array).toString('base64'),
    isBase64Encoded: !text,
  };
}

/** Decodes a base64 body once, so everything after it sees text. */
export function decodeBody(): Middleware {
  return {
    before: (request) => {
      const { event } = request;
      if (event.body && event.isBase64Encoded) {
        event.body = Buffer.from(event.body, 'base64').toString('utf8');
        event.isBase64Encoded = false;
      }
    },
  };
}

/** Refuses a JSON body that does not parse, with a 400 rather than a crash further down. */
export function parseJsonBody(text: string | undefined, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType && !/json/i.test(contentType)) {
    throw new ValidationError('Send the request body as JSON (content-type: application/json)');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError({ id: 'error.notJson' });
  }
}

/**
 * Last in the chain: maps an AppError to its status and body; anything else is logged and answered
 * with a 500 that exposes nothing.
 */
export function httpErrorMapper(): Middleware {
  return {
    onError: (request) => {
      const { error } = request;
      // The message (never the code) in the caller's language; English is the spec's own text.
      const headers = request.event?.headers ?? {};
      const locale = localeFromAcceptLanguage(headers['accept-language'] ?? headers['Accept-Language']);
      const say = (message: string) => translateServerMessage(locale, message);
      if (error instanceof AppError) {
        const body: Record<string, unknown> = { error: error.code, ...spoken(locale, error) };
        if (error.fields) {
          body.fields = Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, say(message)]));
          // Each field's message as its id with values too, so a client words it without reading the English.
          const ids = Object.entries(error.fields).flatMap(([field, message]): [string, SaidMessage][] => {
            const said = saidOf(message);
            return said ? [[field, said]] : [];
          });
          if (ids.length > 0) body.fieldMessages = Object.fromEntries(ids);
        }
        request.response = jsonResponse(error.status, body);
        return;
      }
      logger.error('Unhandled error', { error: error instanceof Error ? error : String(error) });
      request.response = jsonResponse(500, { error: 'internal_error', ...spoken(locale, { message: '', said: { id: 'error.internal' } }) });
    },
  };
}

/**
 * An error's words for the body: `message` in the caller's language, and, when the message has a catalog
 * id, `messageId` (and its `values`) so a client can word it itself without reading the English.
 */
function spoken(locale: Locale, error: { message: string; said?: ServerMessage | undefined }): { message: string; messageId?: string; values?: ServerMessage['values'] } {
  const id = error.said?.id ?? serverMessageIdOf(error.message);
  if (!id) return { message: translateServerMessage(locale, error.message) };
  const said: ServerMessage = { id, ...(error.said?.values ? { values: error.said.values } : {}) };
  // English is the error's own message: the catalog's words, or the throw site's exact English for the same id.
  const message = locale === 'en' && error.said && error.message ? error.message : formatServerMessage(locale, said);
  return { message, messageId: id, ...(said.values ? { values: said.values } : {}) };
}
