/**
 * The answers `public/prefetch.js` started before the app loaded, taken at most once each: the first GET of
 * the same URL uses it, every later one goes to the network as usual.
 */
type PrefetchWindow = Window & {
  __pitchsidePrefetch?: Map<string, Promise<Response>>;
  __pitchsideSplashTitle?: string;
  __pitchsideSplashWords?: { tagline: string; loading: string };
};

/** The tournament a share link's splash already names (prefetch.js), so the app's own splash keeps it. */
export function splashTitle(): string | undefined {
  return (window as PrefetchWindow).__pitchsideSplashTitle;
}

/** The splash's words in the visitor's language, as prefetch.js chose them from index.html (none in tests or dev without it). */
export function splashWords(): { tagline: string; loading: string } | undefined {
  return (window as PrefetchWindow).__pitchsideSplashWords;
}

export function takePrefetched(url: string): Promise<Response> | undefined {
  const started = (window as PrefetchWindow).__pitchsidePrefetch;
  const response = started?.get(url);
  if (response) started?.delete(url);
  return response;
}
