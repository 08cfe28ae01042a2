import { forgotPasswordInputSchema } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthForm } from '../../../components/auth-form';
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
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'reset.forgotTitle' }));
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
      setSent({ email: input.email, message: message || intl.formatMessage({ id: 'reset.sent' }) });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'reset.forgotTitle' })}
      subtitle={sent ? undefined : intl.formatMessage({ id: 'reset.forgotSubtitle' })}
      footer={
        <>
          <FormattedMessage id="reset.remembered" values={{ link: (text) => <Link to="/signin">{text}</Link> }} />
        </>
      }
    >
      {sent ? (
        <div className="ps-stack">
          <SuccessNotice title={sent.message}>{intl.formatMessage({ id: 'reset.sentTo' }, { email: sent.email })}</SuccessNotice>
          <Button
            block
            size="large"
            onClick={() => {
              setSent(undefined);
              request.reset();
            }}
          >
            {intl.formatMessage({ id: 'reset.anotherEmail' })}
          </Button>
        </div>
      ) : (
        <AuthForm<ForgotValues>
          form={form}
          name="forgot-password"
          onFinish={submit}
          failure={failure}
          onEdit={() => setFailure(undefined)}
          submitLabel={intl.formatMessage({ id: 'reset.send' })}
          submitting={request.isPending}
        >
          <Form.Item label={intl.formatMessage({ id: 'auth.email' })} name="email" rules={[schemaRule(forgotPasswordInputSchema, 'email', 'onBlur')]}>
            <EmailInput autoComplete="username" />
          </Form.Item>
        </AuthForm>
      )}
    </AuthScreen>
  );
}
