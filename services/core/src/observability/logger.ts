import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { invocationKeys } from './invocation-context';
import { redactText, redactValue } from './redaction';

/**
 * Powertools' line (level, message, timestamp, service, X-Ray trace id) plus the current invocation's
 * keys, with every value passed through the redaction net. Keys come from the invocation scope, not from
 * the Logger, so concurrent local invocations never mix their keys.
 */
export class PitchsideLogFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additionalLogAttributes: LogAttributes): LogItem {
    const keys = invocationKeys();
    const base: LogAttributes = {
      level: attributes.logLevel,
      message: redactText(attributes.message),
      timestamp: this.formatTimestamp(attributes.timestamp),
      service: keys.service ?? attributes.serviceName,
      ...keys,
      ...(attributes.xRayTraceId ? { xray_trace_id: attributes.xRayTraceId } : {}),
    };
    return new LogItem({ attributes: base }).addAttributes(redactValue(additionalLogAttributes) as LogAttributes);
  }

  override formatError(error: Error): LogAttributes {
    return redactValue(super.formatError(error)) as LogAttributes;
  }
}

/**
 * The one logger of every function. Level from POWERTOOLS_LOG_LEVEL (CDK sets it per stage; the local
 * cloud per PITCHSIDE_VERBOSE); service name from POWERTOOLS_SERVICE_NAME, overridden per invocation.
 */
export const logger = new Logger({ logFormatter: new PitchsideLogFormatter() });
