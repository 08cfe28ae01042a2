import { NewPasswordFields } from '../../../components/new-password-fields';
import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { confirmPasswordSchema, nameSchema, passwordSchema, refinePasswordConfirmation, required } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod';
import { AuthScreen } from '../../../components/auth-screen';
import { PageSpinner } from '../../../components/page-spinner';
import { RoleTag, useRoleLabel } from '../../../components/role-tag';
import { useDocumentTitle } from '../../../components/use-document-title';
import { errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import { useAnswerInvite } from '../api/answer-invite';
import { useInvitePreview, type InvitationPreview } from '../api/preview-invite';

interface NewAccountValues {
  displayName: string;
  password: string;
  confirmPassword: string;
}

const newAccountSchema = refinePasswordConfirmation(z.object({ displayName: required(nameSchema, 'name'), password: required(passwordSchema, 'password'), confirmPassword: confirmPasswordSchema }));

/** The three selling points beside every invitation screen, in the active language. */
function useHighlights(): string[] {
  const intl = useIntl();
  return [intl.formatMessage({ id: 'invites.highlight1' }), intl.formatMessage({ id: 'invites.highlight2' }), intl.formatMessage({ id: 'invites.highlight3' })];
}

export interface InvitationPageProps {
  /** From the e-mailed link (`/invite?token=…`). */
  token: string | undefined;
  /** Signs the new account in (Amplify); rejects with the provider's error. */
  signIn: (email: string, password: string) => Promise<void>;
  /** After a new account signed in: the route goes to /home. */
  onSignedIn: () => void | Promise<void>;
  /** After someone who already had an account accepted: the route sends them to sign in (or home). */
  onAcceptedWithAccount: (email: string) => void | Promise<void>;
}

/** /invite?token=…: see who invited you to what, as which role; accept (creating an account if needed) or decline. */
export function InvitationPage({ token, ...props }: InvitationPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'invites.yourInvitation' }));
  if (!token) return <NotFound message={intl.formatMessage({ id: 'invites.notFoundMessage' })} />;
  return <Invitation token={token} {...props} />;
}

function NotFound({ message }: { message: string }) {
  const intl = useIntl();
  const highlights = useHighlights();
  return (
    <AuthScreen title={intl.formatMessage({ id: 'invites.notFound' })} highlights={highlights} footer={<SignInLink />}>
      <Alert type="error" showIcon title={message} description={intl.formatMessage({ id: 'invites.notFoundHelp' })} />
    </AuthScreen>
  );
}

function SignInLink() {
  return (
    <>
      <FormattedMessage id="invites.alreadyOn" values={{ link: (text) => <Link to="/signin">{text}</Link> }} />
    </>
  );
}

function Invitation({ token, signIn, onSignedIn, onAcceptedWithAccount }: Omit<InvitationPageProps, 'token'> & { token: string }) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  const highlights = useHighlights();
  const preview = useInvitePreview(token);
  const answer = useAnswerInvite();
  const [declined, setDeclined] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<NewAccountValues>();
  const [signingIn, setSigningIn] = useState(false);

  if (preview.isPending) {
    return (
      <AuthScreen title={intl.formatMessage({ id: 'invites.yourInvitation' })} highlights={highlights}>
        <PageSpinner />
      </AuthScreen>
    );
  }
  if (preview.isError) return <NotFound message={errorMessage(preview.error)} />;
  const invite = preview.data;
  if (invite.state !== 'pending') return <NotFound message={intl.formatMessage({ id: 'invites.notFoundMessage' })} />;

  if (declined) {
    return (
      <AuthScreen title={intl.formatMessage({ id: 'invites.declinedTitle' })} highlights={highlights} footer={<SignInLink />}>
        <p className="ps-invitation__text">
          <FormattedMessage
            id="invites.declinedText"
            values={{ organization: invite.organizationName, role: roleLabel(invite.role), inviter: invite.inviterName, b: (text) => <strong>{text}</strong> }}
          />
        </p>
      </AuthScreen>
    );
  }

  const decline = async () => {
    setFailure(undefined);
    try {
      await answer.mutateAsync({ answer: 'decline', token });
      setDeclined(true);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const acceptWithAccount = async () => {
    setFailure(undefined);
    try {
      const { email } = await answer.mutateAsync({ answer: 'accept', token });
      await onAcceptedWithAccount(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const acceptAsNew = async (values: NewAccountValues) => {
    setFailure(undefined);
    const input = parseForm(form, newAccountSchema, values);
    if (!input) return;
    let email: string;
    try {
      ({ email } = await answer.mutateAsync({ answer: 'accept', token, displayName: input.displayName, password: input.password }));
    } catch (error) {
      if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
      return;
    }
    setSigningIn(true);
    try {
      await signIn(email, input.password);
      await onSignedIn();
    } catch (error) {
      setSigningIn(false);
      setFailure(intl.formatMessage({ id: 'signup.signInFailed' }, { error: errorMessage(error) }));
    }
  };

  const declineButton = (
    <Popconfirm
      title={intl.formatMessage({ id: 'invites.declineTitle' })}
      description={intl.formatMessage({ id: 'invites.declineHelp' }, { organization: invite.organizationName })}
      okText={intl.formatMessage({ id: 'invites.decline' })}
      cancelText={intl.formatMessage({ id: 'invites.goBack' })}
      onConfirm={() => decline()}
    >
      <Button block size="large" disabled={answer.isPending || signingIn}>
        {intl.formatMessage({ id: 'invites.decline' })}
      </Button>
    </Popconfirm>
  );

  return (
    <AuthScreen
      title={intl.formatMessage({ id: 'invites.invited' })}
      headline={intl.formatMessage({ id: 'invites.join' }, { organization: invite.organizationName })}
      highlights={highlights}
      footer={<SignInLink />}
    >
      <InvitationSummary invite={invite} />
      {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
      {invite.hasAccount ? (
        <div className="ps-stack">
          <p className="ps-muted">{intl.formatMessage({ id: 'invites.hasAccount' }, { email: invite.email })}</p>
          <Button type="primary" block size="large" loading={answer.isPending} onClick={() => void acceptWithAccount()}>
            {intl.formatMessage({ id: 'invites.accept' })}
          </Button>
          {declineButton}
        </div>
      ) : (
        <Form<NewAccountValues>
          form={form}
          name="accept-invite"
          layout="vertical"
          size="large"
          requiredMark={false}
          validateTrigger={['onChange', 'onBlur']}
          onFinish={acceptAsNew}
          onValuesChange={() => failure && setFailure(undefined)}
        >
          <p className="ps-muted ps-invitation__lead">{intl.formatMessage({ id: 'invites.chooseName' }, { email: invite.email })}</p>
          <Form.Item label={intl.formatMessage({ id: 'signup.name' })} name="displayName" rules={[schemaRule(newAccountSchema, 'displayName')]}>
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" />
          </Form.Item>
          <NewPasswordFields schema={newAccountSchema} />
          <div className="ps-stack">
            <Button type="primary" htmlType="submit" block loading={answer.isPending || signingIn}>
              {intl.formatMessage({ id: 'invites.acceptJoin' })}
            </Button>
            {declineButton}
          </div>
        </Form>
      )}
    </AuthScreen>
  );
}

function InvitationSummary({ invite }: { invite: InvitationPreview }) {
  const intl = useIntl();
  return (
    <div className="ps-invitation" aria-label={intl.formatMessage({ id: 'invites.invitation' })}>
      <CheckCircleFilled className="ps-invitation__icon" aria-hidden />
      <p className="ps-invitation__text">
        <FormattedMessage
          id="invites.summary"
          values={{ inviter: invite.inviterName, organization: invite.organizationName, role: <RoleTag role={invite.role} />, b: (text) => <strong>{text}</strong> }}
        />
      </p>
    </div>
  );
}
