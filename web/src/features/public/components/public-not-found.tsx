import { Link } from '@tanstack/react-router';
import { LogoMark } from '../../../components/brand';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useNoIndex } from '../../../components/use-no-index';

/**
 * A tournament (or match, team, division) the public cannot see: unknown, or still a draft — the API
 * answers both with 404 on purpose, so this page never says which.
 */
export function PublicNotFound({ what = 'Tournament' }: { what?: 'Tournament' | 'Match' | 'Team' | 'Division' | 'Page' }) {
  useNoIndex();
  useDocumentTitle(`${what} not found`);
  return (
    <section className="pub-empty-page" aria-labelledby="not-found-title">
      <LogoMark size={48} />
      <p className="pub-empty-page__code">404</p>
      <h1 id="not-found-title">{what} not found</h1>
      <p>
        {what === 'Tournament'
          ? 'This tournament does not exist or has not been published yet. Check the link with the organizer, or find it in the list.'
          : 'It may have been removed, or the link is mistyped.'}
      </p>
      <Link to="/" className="pub-button">
        See all tournaments
      </Link>
    </section>
  );
}
