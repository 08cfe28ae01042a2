import { NewPasswordFields } from '../../../components/new-password-fields';
import { passwordWithConfirmationSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { AuthScreen } from '../../../components/auth-screen';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, showApiFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordPageProps {
  /** From the e-mailed link (`?token=`); missing when the link was cut short. */
  token: string | undefined;
  /** After the new password is set (the route goes to /signin with a notice). */
  onReset: () => void | Promise<void>;
}

/** /admin/reset-password?token=…: choose a new password. */
export function ResetPasswordPage({ token, onReset }: ResetPasswordPageProps) {
  useDocumentTitle('Choose a new password');
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string>();

  const submit = async (values: ResetValues) => {
    setFailure(undefined);
    const input = parseForm(form, passwordWithConfirmationSchema, values);
    if (!input || !token) return;
    try {
      await reset.mutateAsync({ token, password: input.password });
      await onReset();
    } catch (error) {
      if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  return (
    <AuthScreen
      title="Choose a new password"
      subtitle={token ? 'Pick a password you have not used here before.' : undefined}
      footer={
        <>
          <Link to="/admin/forgot-password">Ask for a new link</Link> · <Link to="/signin">Back to sign in</Link>
        </>
      }
    >
      {!token ? (
        <Alert type="error" showIcon title="This reset link is incomplete." description="Open the link from the e-mail again, or ask for a new one." />
      ) : (
        <Form<ResetValues>
          form={form}
          name="reset-password"
          layout="vertical"
          size="large"
          requiredMark={false}
          validateTrigger={['onChange', 'onBlur']}
          onFinish={submit}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
          <NewPasswordFields schema={passwordWithConfirmationSchema} labels={{ password: 'New password', confirm: 'Confirm new password' }} />
          <Button type="primary" htmlType="submit" block loading={reset.isPending} className="ps-signin__submit">
            Set new password
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}
