/**
 * The answers `public/prefetch.js` started before the app loaded, taken at most once each: the first GET of
 * the same URL uses it, every later one goes to the network as usual.
 */
type PrefetchWindow = Window & { __pitchsidePrefetch?: Map<string, Promise<Response>> };

export function takePrefetched(url: string): Promise<Response> | undefined {
  const started = (window as PrefetchWindow).__pitchsidePrefetch;
  const response = started?.get(url);
  if (response) started?.delete(url);
  return response;
}
