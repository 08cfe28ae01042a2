import { Link } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { SuccessNotice } from '../../../components/notice';
import { useDocumentTitle } from '../../../components/use-document-title';
import { SignInForm, type SignInFormProps } from './sign-in-form';

export interface SignInPageProps extends SignInFormProps {
  /** Why the user was sent here (a changed password, an accepted invitation). */
  notice?: string | undefined;
}

/** The branded sign-in screen: the pitch as backdrop, a short pitch for the product, the form on a card. */
export function SignInPage({ notice, ...form }: SignInPageProps) {
  useDocumentTitle('Sign in');
  return (
    <AuthScreen
      title="Sign in"
      subtitle="Welcome back. Use the e-mail your organizer invited."
      footer={
        <>
          New to Pitchside? <Link to="/admin/signup">Create an organizer account</Link>, or ask your tournament organizer for an
          invitation.
        </>
      }
    >
      {notice && <SuccessNotice className="ps-signin__failure" title={notice} />}
      <SignInForm {...form} />
    </AuthScreen>
  );
}
