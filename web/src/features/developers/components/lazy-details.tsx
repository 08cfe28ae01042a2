import { useState, type ReactNode } from 'react';

/**
 * A `<details>` whose body is built only once it is opened: the reference has ~80 endpoints and ~130
 * schemas, and rendering every closed body would make the page's DOM (and a screen reader's) heavy.
 */
export function LazyDetails({ id, summary, children }: { id: string; summary: ReactNode; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="dev-op" id={id} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? <div className="dev-op__body">{children()}</div> : null}
    </details>
  );
}
