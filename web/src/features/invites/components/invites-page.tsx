import { MailOutlined, RedoOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { INVITATION_ROLES, sendInviteInputSchema, TOURNAMENT_ADMIN_INVITATION_ROLES, type InvitationRole, type InviteState, type TournamentSummary } from '@pitchside/shared';
import { Alert, App, Button, Form, Input, Popconfirm, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dateFormat } from '../../../i18n/active-locale';
import { ListTable } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { RoleTag, useRoleLabel } from '../../../components/role-tag';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { parseForm, schemaRule, showApiFieldErrors } from '../../../lib/form-errors';
import type { Invite } from '../api/invite-summary';
import { useInvites } from '../api/list-invites';
import { useResendInvite } from '../api/resend-invite';
import { useRevokeInvite } from '../api/revoke-invite';
import { useSendInvite } from '../api/send-invite';
import { useTournaments } from '../../../api/tournaments/list-tournaments';
import { TitledCard } from '../../../components/titled-card';

export interface InvitesPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** Admins may offer every invitation role; a tournament admin only referee, coach and medic. */
  canInviteOrganizers: boolean;
}

/** The tag's colour per state; its word is the catalog's `invites.state.<state>`. */
const STATE_COLOR: Record<InviteState, string> = {
  pending: 'processing',
  accepted: 'success',
  declined: 'orange',
  expired: 'default',
  revoked: 'error',
};

/** In the active language (the page re-renders when it changes). */
const formatDate = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(time);
};

export function InviteStateTag({ state }: { state: InviteState }) {
  const intl = useIntl();
  return (
    <Tag color={STATE_COLOR[state]} className="ps-state-tag">
      {intl.formatMessage({ id: `invites.state.${state}` })}
    </Tag>
  );
}

/** /admin/invites: invite people by e-mail; follow, re-send and revoke the invitations. */
export function InvitesPage({ orgId, orgName, canInviteOrganizers }: InvitesPageProps) {
  const intl = useIntl();
  const invites = useInvites(orgId);
  // The sender's tournaments: the form's picker, and the names the list shows instead of ids.
  const tournaments = useTournaments(orgId);
  const tournamentName = (tournamentId: string) => tournaments.data?.find((tournament) => tournament.tournamentId === tournamentId)?.name ?? intl.formatMessage({ id: 'invites.aTournament' });
  const columns: TableColumnsType<Invite> = [
    {
      title: intl.formatMessage({ id: 'invites.invitee' }),
      key: 'email',
      render: (_, invite) => (
        <div className="ps-member">
          <span className="ps-member__name">{invite.email}</span>
          <span className="ps-member__email">
            {intl.formatMessage({ id: 'invites.invitedBy' }, { inviter: invite.inviterName, date: formatDate(invite.createdAt) })}
            {invite.tournamentId ? intl.formatMessage({ id: 'invites.forTournament' }, { tournament: tournamentName(invite.tournamentId) }) : ''}
          </span>
          <span className="ps-member__roles-inline">
            <RoleTag role={invite.role} /> <InviteStateTag state={invite.state} />
          </span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'invites.role' }), key: 'role', responsive: ['md'], render: (_, invite) => <RoleTag role={invite.role} /> },
    { title: intl.formatMessage({ id: 'invites.stateColumn' }), key: 'state', responsive: ['md'], render: (_, invite) => <InviteStateTag state={invite.state} /> },
    {
      title: intl.formatMessage({ id: 'invites.expires' }),
      key: 'expires',
      responsive: ['lg'],
      render: (_, invite) => (invite.state === 'pending' ? formatDate(invite.expiresAt) : <span className="ps-muted">—</span>),
    },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'users.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      render: (_, invite) => <InviteActions orgId={orgId} invite={invite} />,
    },
  ];

  return (
    <div className="ps-page">
      <PageHeader
        title={intl.formatMessage({ id: 'invites.title' })}
        description={orgName ? intl.formatMessage({ id: 'invites.descriptionOrg' }, { organization: orgName }) : intl.formatMessage({ id: 'invites.description' })}
      />
      <TitledCard id="invite-title" title={intl.formatMessage({ id: 'invites.inviteSomeone' })}>
        <InviteForm orgId={orgId} roles={canInviteOrganizers ? INVITATION_ROLES : TOURNAMENT_ADMIN_INVITATION_ROLES} tournaments={{ loading: tournaments.isPending, list: tournaments.data ?? [] }} />
      </TitledCard>
      <section className="ps-card ps-card--flush" aria-labelledby="sent-title">
        <h2 id="sent-title" className="ps-card__title ps-card__title--padded">
          {intl.formatMessage({ id: 'invites.sent' })}
        </h2>
        <ListTable<Invite>
          error={invites.error}
          rowKey="inviteId"
          columns={columns}
          rows={invites.data ?? []}
          loading={invites.isFetching}
          pageSize={20}
          emptyText={intl.formatMessage({ id: 'invites.none' })}
          label={intl.formatMessage({ id: 'invites.title' })}
        />
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
  const intl = useIntl();
  const roleLabel = useRoleLabel();
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
      void message.success(intl.formatMessage({ id: 'invites.sentTo' }, { email: invite.email }));
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
      <Form.Item label={intl.formatMessage({ id: 'auth.email' })} name="email" rules={[schemaRule(sendInviteInputSchema, 'email', 'onBlur')]} className="ps-invite-form__email">
        <Input
          prefix={<MailOutlined aria-hidden />}
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'invites.emailPlaceholder' })}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'invites.role' })} name="role" rules={[schemaRule(sendInviteInputSchema, 'role')]} className="ps-invite-form__role">
        <Select<InvitationRole>
          placeholder={intl.formatMessage({ id: 'invites.chooseRole' })}
          aria-label={intl.formatMessage({ id: 'invites.role' })}
          options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'invites.tournament' })} name="tournamentId" rules={[schemaRule(sendInviteInputSchema, 'tournamentId')]} className="ps-invite-form__tournament">
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={intl.formatMessage({ id: 'invites.noTournament' })}
          aria-label={intl.formatMessage({ id: 'invites.tournament' })}
          loading={tournaments.loading}
          notFoundContent={intl.formatMessage({ id: 'invites.noTournaments' })}
          options={tournaments.list.map((tournament) => ({ value: tournament.tournamentId, label: tournament.name }))}
        />
      </Form.Item>
      <Form.Item label={<span className="ps-sr-only">{intl.formatMessage({ id: 'invites.send' })}</span>} className="ps-invite-form__submit">
        <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={send.isPending} block>
          {intl.formatMessage({ id: 'invites.sendInvitation' })}
        </Button>
      </Form.Item>
    </Form>
  );
}

function InviteActions({ orgId, invite }: { orgId: string | undefined; invite: Invite }) {
  const intl = useIntl();
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
          aria-label={intl.formatMessage({ id: 'invites.resendTo' }, { email: invite.email })}
          onClick={async () => {
            try {
              await resend.mutateAsync(invite.inviteId);
              void message.success(intl.formatMessage({ id: 'invites.sentAgain' }, { email: invite.email }));
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          {intl.formatMessage({ id: 'invites.resend' })}
        </Button>
      )}
      {canRevoke && (
        <Popconfirm
          title={intl.formatMessage({ id: 'invites.revokeTitle' })}
          description={intl.formatMessage({ id: 'invites.revokeHelp' }, { email: invite.email })}
          okText={intl.formatMessage({ id: 'invites.revoke' })}
          okButtonProps={{ danger: true, loading: revoke.isPending }}
          cancelText={intl.formatMessage({ id: 'users.keep' })}
          onConfirm={async () => {
            try {
              await revoke.mutateAsync(invite.inviteId);
              void message.success(intl.formatMessage({ id: 'invites.revoked' }, { email: invite.email }));
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          <Button size="small" danger icon={<StopOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'invites.revokeTo' }, { email: invite.email })}>
            {intl.formatMessage({ id: 'invites.revoke' })}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
