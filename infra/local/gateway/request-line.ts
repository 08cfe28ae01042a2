import type { ServerResponse } from 'node:http';

/** A path segment with its percent-encoding undone, or null when that encoding is malformed (`%FF`, `%`). */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What API Gateway and CloudFront answer to a request line they cannot read. */
export function badRequest(response: ServerResponse): void {
  if (!response.headersSent) response.writeHead(400, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'Bad Request' }));
}
