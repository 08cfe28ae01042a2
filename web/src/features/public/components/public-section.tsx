import type { ReactNode } from 'react';

/**
 * A titled part of a public page: the heading names the region for screen readers. A panel is one of the
 * statistics page's boxed tiles; a section, a band of a page.
 */
export function PublicSection({ id, title, panel = false, children }: { id: string; title: ReactNode; panel?: boolean; children: ReactNode }) {
  const block = panel ? 'pub-panel' : 'pub-section';
  return (
    <section className={block} aria-labelledby={id}>
      <h2 id={id} className={`${block}__title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
