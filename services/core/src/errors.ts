/**
 * The one error taxonomy. Every expected failure is an AppError with a stable code, an HTTP status and
 * a message a person can read (the spec's words where it has them). Anything else is a bug: it becomes a
 * 500 whose body says nothing about internals.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super('validation_failed', message, 400, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super('unauthorized', message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that') {
    super('forbidden', message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super('not_found', message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(code, message, 409);
  }
}

/** A body larger than the route accepts (what API Gateway itself answers past its own limit). */
export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large') {
    super('payload_too_large', message, 413);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super('too_many_requests', message, 429);
  }
}

/** A deployment mistake (missing env, missing resource): never shown to callers. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}
