import { splashTitle, splashWords } from '../lib/prefetched';

/**
 * What a visitor sees while the app boots: the same words index.html paints from its first byte (on a
 * share link, the tournament's name once prefetch.js has it), so the page does not jump, plus the
 * spinner. Text rather than a bare ring on purpose: on a slow phone this is the first thing worth looking
 * at (and it is what browsers count as the first contentful paint).
 */
export function BootSplash() {
  const title = splashTitle();
  // No catalog is loaded yet: the words prefetch.js put on index.html's splash, English without them.
  const words = splashWords() ?? { tagline: 'Live football tournament scores', loading: 'Loading' };
  return (
    <div className="ps-splash" role="status" aria-label={words.loading}>
      <span className="ps-splash__brand">Pitchside</span>
      {title && <h1 className="ps-splash__title">{title}</h1>}
      <span className="ps-splash__tagline">{words.tagline}</span>
      <span className="ps-spinner__ring" aria-hidden="true" />
    </div>
  );
}
