import type { HttpRequest } from './types';

/**
 * Coalesces identical concurrent reads: while one is in flight, every caller asking for the same key
 * shares its answer instead of starting another. A crowd refreshing the same public page then costs one
 * set of DynamoDB reads per round trip, and nobody gets anything older than the read they joined.
 */
export function singleFlight<T>() {
  const inFlight = new Map<string, Promise<T>>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key);
    if (running) return running;
    const started = read().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  };
}

/**
 * What makes two reads identical: the same manifest route with the same path parameters and query.
 * Keyed by the route id, never by the read function's name: the deployed bundle is minified, names
 * vanish, and two routes of one tournament (its page and its statistics) would share one answer.
 */
export function readKeyOf(request: Pick<HttpRequest, 'routeId' | 'params' | 'query'>): string {
  return `${request.routeId}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
}
