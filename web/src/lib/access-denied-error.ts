/**
 * Thrown by a route guard when the signed-in user lacks the role a page needs. The route's error
 * component shows the access-denied screen for it (and for an API 403), not a generic failure.
 */
export class AccessDeniedError extends Error {
  override readonly name = 'AccessDeniedError';

  constructor(message = "You don't have access to this page") {
    super(message);
  }
}
