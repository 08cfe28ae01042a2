import { forgotPasswordInputSchema, MESSAGES } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { AuthScreen } from '../../../components/auth-screen';
import { EmailInput } from '../../../components/email-input';
import { SuccessNotice } from '../../../components/notice';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

interface ForgotValues {
  email: string;
}

/** /admin/forgot-password: the e-mail that gets a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [form] = Form.useForm<ForgotValues>();
  const request = useRequestPasswordReset();
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ email: string; message: string }>();

  const submit = async (values: ForgotValues) => {
    setFailure(undefined);
    const input = parseForm(form, forgotPasswordInputSchema, values);
    if (!input) return;
    try {
      const message = await request.mutateAsync(input);
      setSent({ email: input.email, message: message || MESSAGES.resetSent });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthScreen
      title="Reset your password"
      subtitle={sent ? undefined : 'Enter the e-mail you sign in with. We will send you a link to choose a new password.'}
      footer={
        <>
          Remembered it? <Link to="/signin">Back to sign in</Link>
        </>
      }
    >
      {sent ? (
        <div className="ps-stack">
          <SuccessNotice title={sent.message}>Sent to {sent.email}. The link works once.</SuccessNotice>
          <Button
            block
            size="large"
            onClick={() => {
              setSent(undefined);
              request.reset();
            }}
          >
            Use another e-mail
          </Button>
        </div>
      ) : (
        <Form<ForgotValues>
          form={form}
          name="forgot-password"
          layout="vertical"
          size="large"
          requiredMark={false}
          validateTrigger={['onChange', 'onBlur']}
          onFinish={submit}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
          <Form.Item label="Email" name="email" rules={[schemaRule(forgotPasswordInputSchema, 'email', 'onBlur')]}>
            <EmailInput autoComplete="username" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={request.isPending} className="ps-signin__submit">
            Send reset link
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}
