import { Link } from '@tanstack/react-router';
import { LogoMark } from './brand';
import { useDocumentTitle } from './use-document-title';
import { useNoIndex } from './use-no-index';
import { useIntl } from 'react-intl';

/** The tiny 404 page (root route's notFoundComponent). Plain markup: unknown addresses load no antd. */
export function NotFound() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.Page' }));
  useNoIndex();
  return (
    <main className="ps-not-found">
      <LogoMark size={48} />
      <p className="ps-not-found__code">404</p>
      <h1>{intl.formatMessage({ id: 'notFound.offThePitch' })}</h1>
      <p>{intl.formatMessage({ id: 'notFound.addressHint' })}</p>
      <Link to="/" className="ps-plain-button ps-plain-button--primary">
        {intl.formatMessage({ id: 'notFound.back' })}
      </Link>
    </main>
  );
}
