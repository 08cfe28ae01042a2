import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Wordmark } from '../../../components/brand';
import '../public.css';
import { LanguageSwitcher } from '../../../i18n/language-switcher';
import { useIntl } from 'react-intl';

/**
 * The public site's frame: a skip link, the header (home, and for organizers the way to their dashboard),
 * the main landmark and a footer. Light on purpose: no antd on the public pages.
 */
export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="pub">
      <a className="pub-skip" href="#main">
        {intl.formatMessage({ id: 'shell.skip' })}
      </a>
      <header className="pub-header">
        <div className="pub-header__inner">
          <Link to="/" className="pub-header__brand">
            <Wordmark size={28} tone="light" />
          </Link>
          <nav className="pub-header__nav" aria-label={intl.formatMessage({ id: 'shell.site' })}>
            <Link to="/" className="pub-header__link pub-header__link--home" activeOptions={{ exact: true, includeSearch: false }}>
              {intl.formatMessage({ id: 'shell.tournaments' })}
            </Link>
            {signedIn ? (
              <Link to="/home" className="pub-header__link pub-header__link--cta">
                {intl.formatMessage({ id: 'shell.dashboard' })}
              </Link>
            ) : (
              <Link to="/signin" className="pub-header__link pub-header__link--cta">
                {intl.formatMessage({ id: 'shell.organizerSignIn' })}
              </Link>
            )}
          </nav>
          <LanguageSwitcher className="pub-header__lang" />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="pub-main">
        {children}
      </main>
      <footer className="pub-footer">
        <p>{intl.formatMessage({ id: 'shell.footer' }, { brand: (text) => <strong>{text}</strong> })}</p>
      </footer>
    </div>
  );
}
