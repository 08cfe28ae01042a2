import { UserAddOutlined } from '@ant-design/icons';
import type { TournamentAdminSummary, TournamentDetail } from '@pitchside/shared';
import { Alert, App, Button, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatStamp } from '../../../../lib/format';
import { useAdminCandidates } from '../../api/list-admin-candidates';
import { useTournamentAdmins } from '../../api/list-tournament-admins';
import { useLinkTournamentAdmin } from '../../api/link-tournament-admin';
import { useUnlinkTournamentAdmin } from '../../api/unlink-tournament-admin';

/**
 * Admins only: who else organizes this tournament. A tournament admin sees and manages only the
 * tournaments they are linked to (userTournaments).
 */
export function AdminsTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const { message } = App.useApp();
  const admins = useTournamentAdmins(orgId, tournament.tournamentId);
  const candidates = useAdminCandidates(orgId);
  const link = useLinkTournamentAdmin(orgId, tournament.tournamentId);
  const [chosen, setChosen] = useState<string>();
  const linked = new Set((admins.data ?? []).map((admin) => admin.uid));
  const available = (candidates.data ?? []).filter((candidate) => !linked.has(candidate.uid));

  const add = async () => {
    if (!chosen) return;
    try {
      const { message: done } = await link.mutateAsync({ uid: chosen });
      setChosen(undefined);
      void message.success(done);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<TournamentAdminSummary> = [
    {
      title: 'Tournament admin',
      key: 'name',
      render: (_, admin) => (
        <div className="ps-member">
          <span className="ps-member__name">{admin.displayName || admin.email}</span>
          <span className="ps-member__email">{admin.email}</span>
        </div>
      ),
    },
    { title: 'Linked', key: 'linked', responsive: ['md'], render: (_, admin) => formatStamp(admin.linkedAt) },
    {
      title: <span className="ps-sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      render: (_, admin) => <UnlinkButton orgId={orgId} tournamentId={tournament.tournamentId} admin={admin} />,
    },
  ];

  const picker = candidates.isError
    ? errorMessage(candidates.error)
    : candidates.data && candidates.data.length === 0
      ? 'Nobody in your organization has the tournament admin role yet: invite one from Invitations.'
      : available.length === 0 && candidates.data
        ? 'Every tournament admin of your organization is linked.'
        : undefined;

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="admins-title">
      <div className="ps-card__head">
        <h2 id="admins-title" className="ps-card__title">
          Tournament admins
        </h2>
        <p className="ps-muted">They manage this tournament&apos;s structure, teams, schedule and publishing; they cannot delete it.</p>
      </div>
      <div className="ps-toolbar">
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          value={chosen}
          onChange={setChosen}
          placeholder="Choose a tournament admin"
          aria-label="Tournament admin to link"
          className="ps-toolbar__search"
          loading={candidates.isLoading}
          disabled={available.length === 0}
          options={available.map((candidate) => ({ value: candidate.uid, label: `${candidate.displayName} (${candidate.email})` }))}
        />
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} disabled={!chosen} loading={link.isPending} onClick={() => void add()}>
          Link admin
        </Button>
      </div>
      {picker && <p className="ps-muted ps-card__hint">{picker}</p>}
      {admins.isError ? (
        <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(admins.error)} />
      ) : (
        <Table<TournamentAdminSummary>
          rowKey="uid"
          columns={columns}
          dataSource={admins.data ?? []}
          loading={admins.isFetching}
          pagination={false}
          locale={{ emptyText: 'No tournament admins linked. Admins of your organization always manage it.' }}
          aria-label="Tournament admins"
        />
      )}
    </section>
  );
}

function UnlinkButton({ orgId, tournamentId, admin }: { orgId: string | undefined; tournamentId: string; admin: TournamentAdminSummary }) {
  const { message } = App.useApp();
  const unlink = useUnlinkTournamentAdmin(orgId, tournamentId);
  const name = admin.displayName || admin.email;
  return (
    <Popconfirm
      title={`Unlink ${name}?`}
      description="They no longer see this tournament."
      okText="Unlink"
      okButtonProps={{ danger: true, loading: unlink.isPending }}
      cancelText="Keep"
      onConfirm={async () => {
        try {
          const { message: done } = await unlink.mutateAsync(admin.uid);
          void message.success(done);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      }}
    >
      <Button size="small" danger aria-label={`Unlink ${name}`}>
        Unlink
      </Button>
    </Popconfirm>
  );
}
