import { NewPasswordFields } from '../../../components/new-password-fields';
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import { signUpFormSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
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

const HIGHLIGHTS = ['Your own organization, ready in a minute', 'Invite referees, coaches and medics by e-mail', 'Free to start: pay only to publish a tournament'];

/** /admin/signup: a new organizer and their organization; then straight in, as its admin. */
export function SignUpPage({ signIn, onSignedIn }: SignUpPageProps) {
  useDocumentTitle('Create your account');
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
      setFailure(`Your account is ready, but signing in failed: ${errorMessage(error)} Please sign in.`);
    }
  };

  return (
    <AuthScreen
      title="Create your account"
      subtitle="Start organizing. You will be the admin of your organization."
      headline="Bring your tournament to Pitchside."
      highlights={HIGHLIGHTS}
      footer={
        <>
          Already have an account? <Link to="/signin">Sign in</Link>
        </>
      }
    >
      <Form<SignUpValues>
        form={form}
        name="signup"
        layout="vertical"
        size="large"
        requiredMark={false}
        validateTrigger={['onChange', 'onBlur']}
        onFinish={submit}
        onValuesChange={() => failure && setFailure(undefined)}
      >
        {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
        <Form.Item label="Email" name="email" rules={[schemaRule(signUpFormSchema, 'email', 'onBlur')]}>
          <EmailInput autoComplete="email" />
        </Form.Item>
        <Form.Item label="Your name" name="displayName" rules={[schemaRule(signUpFormSchema, 'displayName')]}>
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" placeholder="Alex Morgan" />
        </Form.Item>
        <Form.Item label="Organization name" name="organizationName" rules={[schemaRule(signUpFormSchema, 'organizationName')]}>
          <Input prefix={<TeamOutlined aria-hidden />} autoComplete="organization" placeholder="Riverside Youth Cup" />
        </Form.Item>
        <NewPasswordFields schema={signUpFormSchema} />
        <Button type="primary" htmlType="submit" block loading={signUp.isPending || signingIn} className="ps-signin__submit">
          Create account
        </Button>
      </Form>
    </AuthScreen>
  );
}
