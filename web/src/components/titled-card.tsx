import type { ReactNode } from 'react';

/** A card of a page, named by its heading: screen readers list the region by the title it shows. */
export function TitledCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="ps-card" aria-labelledby={id}>
      <h2 id={id} className="ps-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
