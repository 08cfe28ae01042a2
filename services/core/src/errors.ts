import { formatServerMessage, type ServerMessage } from '@pitchside/shared';

/**
 * The one error taxonomy. Every expected failure is an AppError with a stable code, an HTTP status and
 * a message a person can read (the spec's words where it has them). Anything else is a bug: it becomes a
 * 500 whose body says nothing about internals.
 */
export class AppError extends Error {
  /** The message as a catalog id with values, when the throw site said it so (else the mapper finds it from the English). */
  readonly said: ServerMessage | undefined;

  constructor(
    readonly code: string,
    message: Said,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : (message.english ?? formatServerMessage('en', message)));
    this.said = typeof message === 'string' ? undefined : { id: message.id, ...(message.values ? { values: message.values } : {}) };
    this.name = new.target.name;
  }
}

/**
 * What an error says: English text (the spec's, or not yet in a catalog), or a catalog id with its values
 * (and, when the throw site has them, its English words byte for byte: a scheduling rule's `message`).
 */
export type Said = string | (ServerMessage & { english?: string });

export class ValidationError extends AppError {
  constructor(message: Said, fields?: Record<string, string>) {
    super('validation_failed', message, 400, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: Said = { id: 'error.signIn' }) {
    super('unauthorized', message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: Said = { id: 'error.forbidden' }) {
    super('forbidden', message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message: Said) {
    super('not_found', message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: Said, code = 'conflict') {
    super(code, message, 409);
  }
}

/** A body larger than the route accepts (what API Gateway itself answers past its own limit). */
export class PayloadTooLargeError extends AppError {
  constructor(message: Said = { id: 'error.tooLarge' }) {
    super('payload_too_large', message, 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: Said) {
    super('too_many_requests', message, 429);
  }
}

/** A deployment mistake (missing env, missing resource): never shown to callers. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
