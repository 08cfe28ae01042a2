import { NewPasswordFields } from '../../../components/new-password-fields';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { signUpFormSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthForm } from '../../../components/auth-form';
import { AuthScreen } from '../../../components/auth-screen';
import { EmailInput } from '../../../components/email-input';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';

interface SignUpValues {
  email: string;
  displayName: string;
  organizationName: string;
  password: string;
  confirmPassword: string;
}

export interface SignUpPageProps {
  /** Signs the new organizer in (Amplify, USER_PASSWORD_AUTH); rejects with the provider's error. */
  signIn: (email: string, password: string) => Promise<void>;
  onSignedIn: () => void | Promise<void>;
}

/** /admin/signup: a new organizer and their organization; then straight in, as its admin. */
export function SignUpPage({ signIn, onSignedIn }: SignUpPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'signup.title' }));
  const highlights = [intl.formatMessage({ id: 'signup.highlight1' }), intl.formatMessage({ id: 'signup.highlight2' }), intl.formatMessage({ id: 'signup.highlight3' })];
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);

  const submit = async (values: SignUpValues) => {
    setFailure(undefined);
    const input = parseForm(form, signUpFormSchema, values);
    if (!input) return;
    const { confirmPassword: _, ...account } = input;
    try {
      await signUp.mutateAsync(account);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setFields([{ name: 'email', errors: [error.message] }]);
      } else if (!showApiFieldErrors(form, error)) {
        setFailure(errorMessage(error));
      }
      return;
    }
    setSigningIn(true);
    try {
      await signIn(account.email, account.password);
      await onSignedIn();
    } catch (error) {
      setSigningIn(false);
      setFailure(intl.formatMessage({ id: 'signup.signInFailed' }, { error: errorMessage(error) }));
    }
  };

  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'signup.title' })}
      subtitle={intl.formatMessage({ id: 'signup.subtitle' })}
      headline={intl.formatMessage({ id: 'signup.headline' })}
      highlights={highlights}
      footer={
        <>
          <FormattedMessage id="signup.haveAccount" values={{ link: (text) => <Link to="/signin">{text}</Link> }} />
        </>
      }
    >
      <AuthForm<SignUpValues>
        form={form}
        name="signup"
        onFinish={submit}
        failure={failure}
        onEdit={() => setFailure(undefined)}
        submitLabel={intl.formatMessage({ id: 'signup.create' })}
        submitting={signUp.isPending || signingIn}
      >
        <Form.Item label={intl.formatMessage({ id: 'auth.email' })} name="email" rules={[schemaRule(signUpFormSchema, 'email', 'onBlur')]}>
          <EmailInput autoComplete="email" />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'signup.name' })} name="displayName" rules={[schemaRule(signUpFormSchema, 'displayName')]}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" placeholder={intl.formatMessage({ id: 'signup.namePlaceholder' })} />
        </Form.Item>
        <Form.Item label={intl.formatMessage({ id: 'signup.organization' })} name="organizationName" rules={[schemaRule(signUpFormSchema, 'organizationName')]}>
          <Input prefix={<TeamOutlined aria-hidden />} autoComplete="organization" placeholder={intl.formatMessage({ id: 'signup.organizationPlaceholder' })} />
        </Form.Item>
        <NewPasswordFields schema={signUpFormSchema} />
      </AuthForm>
    </AuthScreen>
  );
}
