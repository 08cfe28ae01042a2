import { LockOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthForm } from '../../../components/auth-form';
import { EmailInput } from '../../../components/email-input';
import { signInErrorMessage, type SignInErrorId } from '../sign-in-error';

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Rejects with the identity provider's error on failure. */
  signIn: (email: string, password: string) => Promise<void>;
  /** Called after a successful sign-in (the page navigates on). */
  onSignedIn: () => void | Promise<void>;
}

/** E-mail + password. Validation and failure messages are the spec's words (§8). */
export function SignInForm({ signIn, onSignedIn }: SignInFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<SignInErrorId>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email, password }: SignInValues) => {
    setFailure(undefined);
    setSubmitting(true);
    try {
      await signIn(email.trim(), password);
      await onSignedIn();
    } catch (error) {
      setFailure(signInErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthForm<SignInValues>
      name="signin"
      onFinish={submit}
      failure={failure && intl.formatMessage({ id: failure })}
      onEdit={() => setFailure(undefined)}
      submitLabel={intl.formatMessage({ id: 'auth.signIn' })}
      submitting={submitting}
    >
      <Form.Item
        label={intl.formatMessage({ id: 'auth.email' })}
        name="email"
        normalize={(value: string) => value.trimStart()}
        rules={[
          { required: true, message: intl.formatMessage({ id: 'auth.emailRequired' }) },
          { type: 'email', message: intl.formatMessage({ id: 'auth.emailInvalid' }), validateTrigger: 'onBlur' },
        ]}
      >
        <EmailInput autoComplete="username" />
      </Form.Item>
      <Form.Item
        label={intl.formatMessage({ id: 'auth.password' })}
        name="password"
        rules={[{ required: true, message: intl.formatMessage({ id: 'auth.passwordRequired' }) }]}
        className="ps-signin__password"
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" placeholder={intl.formatMessage({ id: 'auth.passwordPlaceholder' })} />
      </Form.Item>
      <p className="ps-signin__forgot">
        <Link to="/admin/forgot-password">{intl.formatMessage({ id: 'auth.forgot' })}</Link>
      </p>
    </AuthForm>
  );
}
