import { useEffect } from 'react';

/**
 * Adds `<meta name="robots" content="noindex">` while the calling page is shown: not-found pages and the
 * signed-in (admin) pages should never be indexed; public pages leave it out.
 */
export function useNoIndex(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    meta.dataset.pitchside = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [active]);
}
