import { NewPasswordFields } from '../../../components/new-password-fields';
import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { confirmPasswordSchema, MESSAGES, nameSchema, passwordSchema, refinePasswordConfirmation, required } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import * as z from 'zod';
import { AuthScreen } from '../../../components/auth-screen';
import { PageSpinner } from '../../../components/page-spinner';
import { ROLE_LABELS, RoleTag } from '../../../components/role-tag';
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

const newAccountSchema = refinePasswordConfirmation(
  z.object({ displayName: required(nameSchema, 'Name'), password: required(passwordSchema, 'Password'), confirmPassword: confirmPasswordSchema }),
);

const HIGHLIGHTS = ['Your matches and teams in one place', 'Live scores from the touchline', 'Works on your phone at the pitch'];

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
  useDocumentTitle('Your invitation');
  if (!token) return <NotFound message={MESSAGES.inviteNotFound} />;
  return <Invitation token={token} {...props} />;
}

function NotFound({ message }: { message: string }) {
  return (
    <AuthScreen title="Invitation not found" highlights={HIGHLIGHTS} footer={<SignInLink />}>
      <Alert type="error" showIcon title={message} description="The link may have been used already, revoked or expired. Ask your organizer to send a new one." />
    </AuthScreen>
  );
}

function SignInLink() {
  return (
    <>
      Already on Pitchside? <Link to="/signin">Sign in</Link>
    </>
  );
}

function Invitation({ token, signIn, onSignedIn, onAcceptedWithAccount }: Omit<InvitationPageProps, 'token'> & { token: string }) {
  const preview = useInvitePreview(token);
  const answer = useAnswerInvite();
  const [declined, setDeclined] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [form] = Form.useForm<NewAccountValues>();
  const [signingIn, setSigningIn] = useState(false);

  if (preview.isPending) {
    return (
      <AuthScreen title="Your invitation" highlights={HIGHLIGHTS}>
        <PageSpinner />
      </AuthScreen>
    );
  }
  if (preview.isError) return <NotFound message={errorMessage(preview.error)} />;
  const invite = preview.data;
  if (invite.state !== 'pending') return <NotFound message={MESSAGES.inviteNotFound} />;

  if (declined) {
    return (
      <AuthScreen title="You declined the invitation" highlights={HIGHLIGHTS} footer={<SignInLink />}>
        <p className="ps-invitation__text">
          You will not join <strong>{invite.organizationName}</strong> as {ROLE_LABELS[invite.role].toLowerCase()}. Nothing else is needed. If you change your
          mind, ask {invite.inviterName} for a new invitation.
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
      setFailure(`Your account is ready, but signing in failed: ${errorMessage(error)} Please sign in.`);
    }
  };

  const declineButton = (
    <Popconfirm
      title="Decline this invitation?"
      description={`You will not join ${invite.organizationName}.`}
      okText="Decline"
      cancelText="Go back"
      onConfirm={() => decline()}
    >
      <Button block size="large" disabled={answer.isPending || signingIn}>
        Decline
      </Button>
    </Popconfirm>
  );

  return (
    <AuthScreen title="You're invited" headline={`Join ${invite.organizationName} on Pitchside.`} highlights={HIGHLIGHTS} footer={<SignInLink />}>
      <InvitationSummary invite={invite} />
      {failure && <Alert className="ps-signin__failure" type="error" showIcon title={failure} />}
      {invite.hasAccount ? (
        <div className="ps-stack">
          <p className="ps-muted">
            You already have a Pitchside account for {invite.email}. Accepting adds this role to it; then sign in as usual.
          </p>
          <Button type="primary" block size="large" loading={answer.isPending} onClick={() => void acceptWithAccount()}>
            Accept invitation
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
          <p className="ps-muted ps-invitation__lead">Choose your name and a password for {invite.email}.</p>
          <Form.Item label="Your name" name="displayName" rules={[schemaRule(newAccountSchema, 'displayName')]}>
            <Input prefix={<UserOutlined aria-hidden />} autoComplete="name" />
          </Form.Item>
          <NewPasswordFields schema={newAccountSchema} />
          <div className="ps-stack">
            <Button type="primary" htmlType="submit" block loading={answer.isPending || signingIn}>
              Accept and join
            </Button>
            {declineButton}
          </div>
        </Form>
      )}
    </AuthScreen>
  );
}

function InvitationSummary({ invite }: { invite: InvitationPreview }) {
  return (
    <div className="ps-invitation" aria-label="Invitation">
      <CheckCircleFilled className="ps-invitation__icon" aria-hidden />
      <p className="ps-invitation__text">
        <strong>{invite.inviterName}</strong> invited you to join <strong>{invite.organizationName}</strong> as <RoleTag role={invite.role} />
      </p>
    </div>
  );
}
