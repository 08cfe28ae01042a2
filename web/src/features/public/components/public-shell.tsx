import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Wordmark } from '../../../components/brand';
import '../public.css';

/**
 * The public site's frame: a skip link, the header (home, and for organizers the way to their dashboard),
 * the main landmark and a footer. Light on purpose: no antd on the public pages.
 */
export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="pub">
      <a className="pub-skip" href="#main">
        Skip to content
      </a>
      <header className="pub-header">
        <div className="pub-header__inner">
          <Link to="/" className="pub-header__brand">
            <Wordmark size={28} tone="light" />
          </Link>
          <nav className="pub-header__nav" aria-label="Site">
            <Link to="/" className="pub-header__link pub-header__link--home" activeOptions={{ exact: true, includeSearch: false }}>
              Tournaments
            </Link>
            {signedIn ? (
              <Link to="/home" className="pub-header__link pub-header__link--cta">
                Dashboard
              </Link>
            ) : (
              <Link to="/signin" className="pub-header__link pub-header__link--cta">
                Organizer sign in
              </Link>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="pub-main">
        {children}
      </main>
      <footer className="pub-footer">
        <p>
          Live scores, tables and statistics from tournaments run on <strong>Pitchside</strong>.
        </p>
      </footer>
    </div>
  );
}
