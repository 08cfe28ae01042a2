import { Link } from '@tanstack/react-router';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthScreen } from '../../../components/auth-screen';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';

export interface ConfirmEmailPageProps {
  /** From the e-mailed link (`?token=`); missing when the link was cut short. */
  token: string | undefined;
  /** After the address is proved (the route goes to /signin with a notice). */
  onConfirmed: () => void | Promise<void>;
}

/**
 * /admin/confirm-email?token=…: the owner confirms with a press, not on load, so a mail scanner that
 * fetches every link in an e-mail does not confirm an address for whoever typed it.
 */
export function ConfirmEmailPage({ token, onConfirmed }: ConfirmEmailPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'confirmEmail.title' }));
  const confirm = useConfirmEmail();
  const [failure, setFailure] = useState<string>();

  const submit = async () => {
    if (!token) return;
    setFailure(undefined);
    try {
      await confirm.mutateAsync({ token });
      await onConfirmed();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'confirmEmail.title' })}
      subtitle={token ? intl.formatMessage({ id: 'confirmEmail.subtitle' }) : undefined}
      footer={
        <>
          <Link to="/admin/forgot-password">{intl.formatMessage({ id: 'reset.newLink' })}</Link> · <Link to="/signin">{intl.formatMessage({ id: 'reset.backToSignIn' })}</Link>
        </>
      }
    >
      {!token ? (
        <Alert type="error" showIcon title={intl.formatMessage({ id: 'confirmEmail.incomplete' })} description={intl.formatMessage({ id: 'confirmEmail.incompleteHelp' })} />
      ) : (
        <>
          {failure && <Alert type="error" showIcon title={failure} className="ps-signin__failure" />}
          <Button type="primary" block size="large" loading={confirm.isPending} onClick={() => void submit()}>
            {intl.formatMessage({ id: 'confirmEmail.confirm' })}
          </Button>
        </>
      )}
    </AuthScreen>
  );
}
