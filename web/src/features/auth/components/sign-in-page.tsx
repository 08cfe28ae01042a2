import { Link } from '@tanstack/react-router';
import { AuthScreen } from '../../../components/auth-screen';
import { SuccessNotice } from '../../../components/notice';
import { useDocumentTitle } from '../../../components/use-document-title';
import { FormattedMessage, useIntl } from 'react-intl';
import { SignInForm, type SignInFormProps } from './sign-in-form';

export interface SignInPageProps extends SignInFormProps {
  /** Why the user was sent here (a changed password, an accepted invitation): a catalog id of SIGN_IN_NOTICES. */
  notice?: string | undefined;
}

/** The branded sign-in screen: the pitch as backdrop, a short pitch for the product, the form on a card. */
export function SignInPage({ notice, ...form }: SignInPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.signIn' }));
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'auth.signIn' })}
      subtitle={intl.formatMessage({ id: 'auth.welcome' })}
      footer={
        <>
          <FormattedMessage id="auth.newHere" values={{ link: (text) => <Link to="/admin/signup">{text}</Link> }} />
        </>
      }
    >
      {notice && <SuccessNotice className="ps-signin__failure" title={intl.formatMessage({ id: notice })} />}
      <SignInForm {...form} />
    </AuthScreen>
  );
}
