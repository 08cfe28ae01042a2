import { UserAddOutlined } from '@ant-design/icons';
import type { TournamentAdminSummary, TournamentDetail } from '@pitchside/shared';
import { App, Button, Popconfirm, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../../../components/list-table';
import { errorMessage } from '../../../../lib/api-client';
import { formatStamp } from '../../../../lib/format';
import { useAdminCandidates } from '../../api/list-admin-candidates';
import { useTournamentAdmins } from '../../api/list-tournament-admins';
import { useLinkTournamentAdmin } from '../../api/link-tournament-admin';
import { useUnlinkTournamentAdmin } from '../../api/unlink-tournament-admin';
import { useIntl } from 'react-intl';

/**
 * Admins only: who else organizes this tournament. A tournament admin sees and manages only the
 * tournaments they are linked to (userTournaments).
 */
export function AdminsTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const intl = useIntl();
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
      title: intl.formatMessage({ id: 'tournaments.admins.admin' }),
      key: 'name',
      render: (_, admin) => (
        <div className="ps-member">
          <span className="ps-member__name">{admin.displayName || admin.email}</span>
          <span className="ps-member__email">{admin.email}</span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'tournaments.admins.linked' }), key: 'linked', responsive: ['md'], render: (_, admin) => formatStamp(admin.linkedAt) },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      render: (_, admin) => <UnlinkButton orgId={orgId} tournamentId={tournament.tournamentId} admin={admin} />,
    },
  ];

  const picker = candidates.isError
    ? errorMessage(candidates.error)
    : candidates.data && candidates.data.length === 0
      ? intl.formatMessage({ id: 'tournaments.admins.nobody' })
      : available.length === 0 && candidates.data
        ? intl.formatMessage({ id: 'tournaments.admins.allLinked' })
        : undefined;

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="admins-title">
      <div className="ps-card__head">
        <h2 id="admins-title" className="ps-card__title">
          {intl.formatMessage({ id: 'tournaments.admins.title' })}
        </h2>
        <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.admins.hint' })}</p>
      </div>
      <div className="ps-toolbar">
        <Select<string>
          showSearch={{ optionFilterProp: 'label' }}
          value={chosen}
          onChange={setChosen}
          placeholder={intl.formatMessage({ id: 'tournaments.admins.choose' })}
          aria-label={intl.formatMessage({ id: 'tournaments.admins.pick' })}
          className="ps-toolbar__search"
          loading={candidates.isLoading}
          disabled={available.length === 0}
          options={available.map((candidate) => ({ value: candidate.uid, label: `${candidate.displayName} (${candidate.email})` }))}
        />
        <Button type="primary" icon={<UserAddOutlined aria-hidden />} disabled={!chosen} loading={link.isPending} onClick={() => void add()}>
          {intl.formatMessage({ id: 'tournaments.admins.link' })}
        </Button>
      </div>
      {picker && <p className="ps-muted ps-card__hint">{picker}</p>}
      <ListTable<TournamentAdminSummary>
        error={admins.error}
        rowKey="uid"
        columns={columns}
        rows={admins.data ?? []}
        loading={admins.isFetching}
        emptyText={intl.formatMessage({ id: 'tournaments.admins.none' })}
        label={intl.formatMessage({ id: 'tournaments.admins.title' })}
      />
    </section>
  );
}

function UnlinkButton({ orgId, tournamentId, admin }: { orgId: string | undefined; tournamentId: string; admin: TournamentAdminSummary }) {
  const intl = useIntl();
  const { message } = App.useApp();
  const unlink = useUnlinkTournamentAdmin(orgId, tournamentId);
  const name = admin.displayName || admin.email;
  return (
    <Popconfirm
      title={intl.formatMessage({ id: 'tournaments.admins.unlinkTitle' }, { name })}
      description={intl.formatMessage({ id: 'tournaments.admins.unlinkHint' })}
      okText={intl.formatMessage({ id: 'tournaments.admins.unlink' })}
      okButtonProps={{ danger: true, loading: unlink.isPending }}
      cancelText={intl.formatMessage({ id: 'tournaments.keep' })}
      onConfirm={async () => {
        try {
          const { message: done } = await unlink.mutateAsync(admin.uid);
          void message.success(done);
        } catch (error) {
          void message.error(errorMessage(error));
        }
      }}
    >
      <Button size="small" danger aria-label={intl.formatMessage({ id: 'tournaments.admins.unlinkLabel' }, { name })}>
        {intl.formatMessage({ id: 'tournaments.admins.unlink' })}
      </Button>
    </Popconfirm>
  );
}
