import type { SQSRecord } from 'aws-lambda';
import { CORRELATION } from '@pitchside/shared';
import type { HttpEvent } from '../http/types';

function plausible(value: string | undefined): value is string {
  return !!value && value.length <= CORRELATION.maxLength && CORRELATION.pattern.test(value);
}

/**
 * The caller's `x-correlation-id` when it is a plain short id (the web app or a support engineer may set
 * one), else the API's own request id. Never anything a caller could use to forge a log line.
 */
export function correlationIdOfRequest(event: Pick<HttpEvent, 'headers' | 'requestContext'>): string | undefined {
  const headers = event.headers ?? {};
  const given = Object.entries(headers).find(([name]) => name.toLowerCase() === CORRELATION.header)?.[1];
  if (plausible(given)) return given;
  const requestId = event.requestContext?.requestId;
  return plausible(requestId) ? requestId : undefined;
}

/** The id the publisher put on the message; a message without one (sent by hand) gets its own id. */
export function correlationIdOfRecord(record: Pick<SQSRecord, 'messageAttributes' | 'messageId'>): string {
  const value = record.messageAttributes?.[CORRELATION.messageAttribute]?.stringValue;
  return plausible(value) ? value : record.messageId;
}
