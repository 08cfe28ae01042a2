import { CheckCircleFilled } from '@ant-design/icons';
import { Wordmark } from '../../../components/brand';
import { PitchBackdrop } from '../../../components/pitch-backdrop';
import { useDocumentTitle } from '../../../components/use-document-title';
import { SignInForm, type SignInFormProps } from './sign-in-form';

const HIGHLIGHTS = ['Live scores from the touchline', 'Standings that update instantly', 'Referees, teams and schedules in one place'];

/** The branded sign-in screen: the pitch as backdrop, a short pitch for the product, the form on a card. */
export function SignInPage(props: SignInFormProps) {
  useDocumentTitle('Sign in');
  return (
    <div className="ps-signin">
      <PitchBackdrop />
      <div className="ps-signin__layout">
        <section className="ps-signin__intro" aria-label="About Pitchside">
          <Wordmark size={40} tone="light" />
          <p className="ps-signin__headline">Run your tournament from kick-off to the final whistle.</p>
          <ul className="ps-signin__highlights">
            {HIGHLIGHTS.map((item) => (
              <li key={item}>
                <CheckCircleFilled aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </section>
        <main className="ps-signin__main">
          <div className="ps-signin__card">
            <h1 className="ps-signin__title">Sign in</h1>
            <p className="ps-signin__subtitle">Welcome back. Use the e-mail your organizer invited.</p>
            <SignInForm {...props} />
          </div>
          <p className="ps-signin__help">New to Pitchside? Ask your tournament organizer for an invitation.</p>
        </main>
      </div>
    </div>
  );
}
