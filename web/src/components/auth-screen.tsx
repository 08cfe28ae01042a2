import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Wordmark } from './brand';
import { PitchBackdrop } from './pitch-backdrop';

const HIGHLIGHTS = ['auth.highlight1', 'auth.highlight2', 'auth.highlight3'] as const;

export interface AuthScreenProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The big line beside the card on a laptop (above it on a phone). */
  headline?: ReactNode;
  highlights?: readonly string[];
  /** Under the card, on the pitch: links such as 'New to Pitchside? Create an account'. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-out screens (sign in, sign up, password reset, invitation): the pitch as backdrop, a short
 * pitch for the product, the form on a white card.
 */
export function AuthScreen({ title, subtitle, headline, highlights, footer, children }: AuthScreenProps) {
  const intl = useIntl();
  const shown = highlights ?? HIGHLIGHTS.map((id) => intl.formatMessage({ id }));
  return (
    <div className="ps-signin">
      <PitchBackdrop />
      <div className="ps-signin__layout">
        <section className="ps-signin__intro" aria-label={intl.formatMessage({ id: 'auth.about' })}>
          <Wordmark size={40} tone="light" />
          <p className="ps-signin__headline">{headline ?? intl.formatMessage({ id: 'auth.headline' })}</p>
          <ul className="ps-signin__highlights">
            {shown.map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </section>
        <main className="ps-signin__main">
          <div className="ps-signin__card">
            <h1 className="ps-signin__title">{title}</h1>
            {subtitle && <p className="ps-signin__subtitle">{subtitle}</p>}
            {children}
          </div>
          {footer && <div className="ps-signin__help">{footer}</div>}
        </main>
      </div>
    </div>
  );
}
