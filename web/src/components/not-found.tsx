import { Link } from '@tanstack/react-router';
import { LogoMark } from './brand';
import { useDocumentTitle } from './use-document-title';
import { useNoIndex } from './use-no-index';

/** The tiny 404 page (root route's notFoundComponent). Plain markup: unknown addresses load no antd. */
export function NotFound() {
  useDocumentTitle('Page not found');
  useNoIndex();
  return (
    <main className="ps-not-found">
      <LogoMark size={48} />
      <p className="ps-not-found__code">404</p>
      <h1>This page is off the pitch</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <Link to="/" className="ps-plain-button ps-plain-button--primary">
        Back to Pitchside
      </Link>
    </main>
  );
}
