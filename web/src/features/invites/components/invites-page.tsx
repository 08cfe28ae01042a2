import { MailOutlined, RedoOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import {
  INVITATION_ROLES,
  sendInviteInputSchema,
  TOURNAMENT_ADMIN_INVITATION_ROLES,
  type InvitationRole,
  type InviteState,
  type TournamentSummary,
} from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ROLE_LABELS, RoleTag } from '../../../components/role-tag';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import type { Invite } from '../api/invite-summary';
import { useInvites } from '../api/list-invites';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { useSendInvite } from '../api/send-invite';
import { useTournaments } from '../../tournaments/api/list-tournaments';

export interface InvitesPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** Admins may offer every invitation role; a tournament admin only referee, coach and medic. */
  canInviteOrganizers: boolean;
}

const STATE_LOOK: Record<InviteState, { color: string; label: string }> = {
  pending: { color: 'processing', label: 'pending' },
  accepted: { color: 'success', label: 'accepted' },
  declined: { color: 'orange', label: 'declined' },
  expired: { color: 'default', label: 'expired' },
  revoked: { color: 'error', label: 'revoked' },
};

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const formatDate = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
};

export function InviteStateTag({ state }: { state: InviteState }) {
  return (
    <Tag color={STATE_LOOK[state].color} className="ps-state-tag">
      {STATE_LOOK[state].label}
    </Tag>
  );
}

/** /admin/invites: invite people by e-mail; follow, re-send and revoke the invitations. */
export function InvitesPage({ orgId, orgName, canInviteOrganizers }: InvitesPageProps) {
  const invites = useInvites(orgId);
  // The sender's tournaments: the form's picker, and the names the list shows instead of ids.
  const tournaments = useTournaments(orgId);
  const tournamentName = (tournamentId: string) => tournaments.data?.find((tournament) => tournament.tournamentId === tournamentId)?.name ?? 'a tournament';
  const columns: TableColumnsType<Invite> = [
    {
      title: 'Invitee',
      key: 'email',
      render: (_, invite) => (
        <div className="ps-member">
          <span className="ps-member__name">{invite.email}</span>
          <span className="ps-member__email">
            Invited by {invite.inviterName} · {formatDate(invite.createdAt)}
            {invite.tournamentId ? ` · for ${tournamentName(invite.tournamentId)}` : ''}
          </span>
          <span className="ps-member__roles-inline">
            <RoleTag role={invite.role} /> <InviteStateTag state={invite.state} />
          </span>
        </div>
      ),
    },
    { title: 'Role', key: 'role', responsive: ['md'], render: (_, invite) => <RoleTag role={invite.role} /> },
    { title: 'State', key: 'state', responsive: ['md'], render: (_, invite) => <InviteStateTag state={invite.state} /> },
    {
      title: 'Expires',
      key: 'expires',
      responsive: ['lg'],
      render: (_, invite) => (invite.state === 'pending' ? formatDate(invite.expiresAt) : <span className="ps-muted">—</span>),
    },
    {
      title: <span className="ps-sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      render: (_, invite) => <InviteActions orgId={orgId} invite={invite} />,
    },
  ];

  return (
    <div className="ps-page">
      <PageHeader title="Invitations" description={orgName ? `Invite people to ${orgName} by e-mail.` : 'Invite people by e-mail.'} />
      <section className="ps-card" aria-labelledby="invite-title">
        <h2 id="invite-title" className="ps-card__title">
          Invite someone
        </h2>
        <InviteForm orgId={orgId} roles={canInviteOrganizers ? INVITATION_ROLES : TOURNAMENT_ADMIN_INVITATION_ROLES} tournaments={{ loading: tournaments.isPending, list: tournaments.data ?? [] }} />
      </section>
      <section className="ps-card ps-card--flush" aria-labelledby="sent-title">
        <h2 id="sent-title" className="ps-card__title ps-card__title--padded">
          Sent invitations
        </h2>
        {invites.isError ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(invites.error)} />
        ) : (
          <Table<Invite>
            rowKey="inviteId"
            columns={columns}
            dataSource={invites.data ?? []}
            loading={invites.isFetching}
            pagination={(invites.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            locale={{ emptyText: 'No invitations yet.' }}
            aria-label="Invitations"
          />
        )}
      </section>
    </div>
  );
}

interface InviteValues {
  email: string;
  role: InvitationRole | undefined;
  tournamentId: string | undefined;
}

function InviteForm({ orgId, roles, tournaments }: { orgId: string | undefined; roles: readonly InvitationRole[]; tournaments: { loading: boolean; list: readonly TournamentSummary[] } }) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const send = useSendInvite(orgId);
  const [failure, setFailure] = useState<string>();

  const submit = async (values: InviteValues) => {
    setFailure(undefined);
    const input = parseForm(form, sendInviteInputSchema, values);
    if (!input) return;
    try {
      const invite = await send.mutateAsync(input);
      form.resetFields();
      void message.success(`Invitation sent to ${invite.email}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) form.setFields([{ name: 'email', errors: [error.message] }]);
      else if (!showApiFieldErrors(form, error)) setFailure(errorMessage(error));
    }
  };

  return (
    <Form<InviteValues>
      form={form}
      name="invite"
      layout="vertical"
      requiredMark={false}
      validateTrigger={['onChange', 'onBlur']}
      initialValues={{ email: '', role: undefined, tournamentId: undefined }}
      onFinish={submit}
      onValuesChange={() => failure && setFailure(undefined)}
      className="ps-invite-form"
    >
      {failure && <Alert className="ps-form-alert ps-invite-form__alert" type="error" showIcon title={failure} />}
      <Form.Item label="Email" name="email" rules={[schemaRule(sendInviteInputSchema, 'email', 'onBlur')]} className="ps-invite-form__email">
        <Input prefix={<MailOutlined aria-hidden />} inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="name@club.org" />
      </Form.Item>
      <Form.Item label="Role" name="role" rules={[schemaRule(sendInviteInputSchema, 'role')]} className="ps-invite-form__role">
        <Select<InvitationRole>
          placeholder="Choose a role"
          aria-label="Role"
          options={roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
        />
      </Form.Item>
      <Form.Item
        label="Tournament (optional)"
        name="tournamentId"
        rules={[schemaRule(sendInviteInputSchema, 'tournamentId')]}
        className="ps-invite-form__tournament"
      >
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="No tournament"
          aria-label="Tournament (optional)"
          loading={tournaments.loading}
          notFoundContent="No tournaments yet"
          options={tournaments.list.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
        />
      </Form.Item>
      <Form.Item label={<span className="ps-sr-only">Send</span>} className="ps-invite-form__submit">
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={send.isPending} block>
          Send invitation
        </Button>
      </Form.Item>
    </Form>
  );
}

function InviteActions({ orgId, invite }: { orgId: string | undefined; invite: Invite }) {
  const { message } = App.useApp();
  const resend = useResendInvite(orgId);
  const revoke = useRevokeInvite(orgId);
  const canResend = invite.state === 'pending' || invite.state === 'expired' || invite.state === 'revoked';
  const canRevoke = invite.state === 'pending';
  if (!canResend && !canRevoke) return null;

  return (
    <div className="ps-row-actions">
      {canResend && (
        <Button
          size="small"
          icon={<RedoOutlined aria-hidden />}
          loading={resend.isPending}
          aria-label={`Re-send the invitation to ${invite.email}`}
          onClick={async () => {
            try {
              await resend.mutateAsync(invite.inviteId);
              void message.success(`Invitation sent again to ${invite.email}`);
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          Re-send
        </Button>
      )}
      {canRevoke && (
        <Popconfirm
          title="Revoke this invitation?"
          description={`The link sent to ${invite.email} stops working.`}
          okText="Revoke"
          okButtonProps={{ danger: true, loading: revoke.isPending }}
          cancelText="Keep"
          onConfirm={async () => {
            try {
              await revoke.mutateAsync(invite.inviteId);
              void message.success(`Invitation to ${invite.email} revoked`);
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          <Button size="small" danger icon={<StopOutlined aria-hidden />} aria-label={`Revoke the invitation to ${invite.email}`}>
            Revoke
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
