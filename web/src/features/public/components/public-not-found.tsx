import { Link } from '@tanstack/react-router';
import { LogoMark } from '../../../components/brand';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useNoIndex } from '../../../components/use-no-index';
import { useIntl } from 'react-intl';

/**
 * A tournament (or match, team, division) the public cannot see: unknown, or still a draft — the API
 * answers both with 404 on purpose, so this page never says which.
 */
export function PublicNotFound({ what = 'Tournament' }: { what?: 'Tournament' | 'Match' | 'Team' | 'Division' | 'Page' }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `notFound.${what}` });
  useNoIndex();
  useDocumentTitle(title);
  return (
    <section className="pub-empty-page" aria-labelledby="not-found-title">
      <LogoMark size={48} />
      <p className="pub-empty-page__code">404</p>
      <h1 id="not-found-title">{title}</h1>
      <p>{intl.formatMessage({ id: what === 'Tournament' ? 'notFound.tournamentHint' : 'notFound.hint' })}</p>
      <Link to="/" className="pub-button">
        {intl.formatMessage({ id: 'notFound.allTournaments' })}
      </Link>
    </section>
  );
}
