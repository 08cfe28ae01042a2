import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** The title row of a signed-in page: heading, one line of context, the page's main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="ps-page-header">
      <div className="ps-page-header__text">
        <h1 className="ps-page-header__title">{title}</h1>
        {description && <p className="ps-page-header__description">{description}</p>}
      </div>
      {actions && <div className="ps-page-header__actions">{actions}</div>}
    </header>
  );
}
