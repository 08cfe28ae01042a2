import { NewPasswordFields } from '../../../components/new-password-fields';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { signUpFormSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthForm } from '../../../components/auth-form';
import { AuthScreen } from '../../../components/auth-screen';
import { SuccessNotice } from '../../../components/notice';
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

/**
 * /admin/signup: a new organizer and their organization. Then the confirmation step: the address counts as
 * theirs only once the e-mailed link comes back (/admin/confirm-email), which leads on to sign in.
 */
export function SignUpPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'signup.title' }));
  const highlights = [intl.formatMessage({ id: 'signup.highlight1' }), intl.formatMessage({ id: 'signup.highlight2' }), intl.formatMessage({ id: 'signup.highlight3' })];
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

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
    setSentTo(account.email);
  };

  if (sentTo) return <ConfirmationStep email={sentTo} />;

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
        submitting={signUp.isPending}
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

/** After sign-up: the link went to the address; nothing more happens here until it comes back. */
function ConfirmationStep({ email }: { email: string }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'signup.confirmTitle' }));
  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'signup.confirmTitle' })}
      headline={intl.formatMessage({ id: 'signup.headline' })}
      footer={<Link to="/signin">{intl.formatMessage({ id: 'reset.backToSignIn' })}</Link>}
    >
      <SuccessNotice title={intl.formatMessage({ id: 'signup.confirmSent' }, { email })}>{intl.formatMessage({ id: 'signup.confirmHelp' })}</SuccessNotice>
    </AuthScreen>
  );
}
