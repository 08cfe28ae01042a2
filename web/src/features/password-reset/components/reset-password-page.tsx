import { NewPasswordFields } from '../../../components/new-password-fields';
import { passwordWithConfirmationSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthForm } from '../../../components/auth-form';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'reset.chooseTitle' }));
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
      title={intl.formatMessage({ id: 'reset.chooseTitle' })}
      subtitle={token ? intl.formatMessage({ id: 'reset.chooseSubtitle' }) : undefined}
      footer={
        <>
          <Link to="/admin/forgot-password">{intl.formatMessage({ id: 'reset.newLink' })}</Link> · <Link to="/signin">{intl.formatMessage({ id: 'reset.backToSignIn' })}</Link>
        </>
      }
    >
      {!token ? (
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'reset.incomplete' })} description={intl.formatMessage({ id: 'reset.incompleteHelp' })} />
      ) : (
        <AuthForm<ResetValues>
          form={form}
          name="reset-password"
          onFinish={submit}
          failure={failure}
          onEdit={() => setFailure(undefined)}
          submitLabel={intl.formatMessage({ id: 'reset.set' })}
          submitting={reset.isPending}
        >
          <NewPasswordFields schema={passwordWithConfirmationSchema} labels={{ password: intl.formatMessage({ id: 'reset.newPassword' }), confirm: intl.formatMessage({ id: 'reset.confirmNew' }) }} />
        </AuthForm>
      )}
    </AuthScreen>
  );
}
