import '../teams.css';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type PlayerSummary, type TeamSummary } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Alert, App, Button, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { AccessDenied } from '../../../components/access-denied';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useDeletePlayer } from '../api/delete-player';
import { useRoster } from '../api/get-roster';
import { useCoaches } from '../api/list-coaches';
import { TEAM_GENDER_LABELS, teamAccess, type TeamAccess } from '../team-access';
import { ImportPlayersModal } from './import-players-modal';
import { PlayerFormModal } from './player-form-modal';
import { TeamFormModal } from './team-form-modal';
import { TeamNotFound } from './team-not-found';
import { useIntl } from 'react-intl';
import { ageText } from '../../../i18n/age-label';

export interface TeamPageProps {
  orgId: string | undefined;
  teamId: string;
  /** The member's roles in the organization, and who they are (a coach edits only their own teams). */
  roles: Parameters<typeof teamAccess>[0];
  currentUid: string;
}

/** /admin/teams/$teamId: the team and its roster; admins and the team's coach add, edit, delete and import players. */
export function TeamPage({ orgId, teamId, roles, currentUid }: TeamPageProps) {
  const intl = useIntl();
  const roster = useRoster(orgId, teamId);
  useDocumentTitle(roster.data?.team.name ?? intl.formatMessage({ id: 'teams.team' }));
  if (roster.isError) {
    const error = roster.error;
    if (error instanceof ApiError && error.status === 404) return <TeamNotFound />;
    if (error instanceof ApiError && error.status === 403) return <AccessDenied detail={error.message} />;
    return <Alert type="error" showIcon title={errorMessage(error)} />;
  }
  if (!roster.data) return null;
  const access = teamAccess(roles, roster.data.team, currentUid);
  return <RosterView orgId={orgId} team={roster.data.team} players={roster.data.players} access={access} currentUid={currentUid} />;
}

type Editing = { mode: 'add' } | { mode: 'edit'; player: PlayerSummary } | undefined;

function RosterView({ orgId, team, players, access, currentUid }: { orgId: string | undefined; team: TeamSummary; players: PlayerSummary[]; access: TeamAccess; currentUid: string }) {
  const [editing, setEditing] = useState<Editing>();
  const [editingTeam, setEditingTeam] = useState(false);
  const [importing, setImporting] = useState(false);
  const intl = useIntl();
  const coaches = useCoaches(orgId, access === 'manage');
  const canEdit = access !== 'read';
  const coach = !team.coachUid
    ? intl.formatMessage({ id: 'teams.noCoachYet' })
    : team.coachUid === currentUid
      ? intl.formatMessage({ id: 'teams.coachedByYou' })
      : intl.formatMessage({ id: 'teams.coachName' }, { name: coaches.data?.find((candidate) => candidate.uid === team.coachUid)?.displayName ?? intl.formatMessage({ id: 'teams.assigned' }) });

  const columns: TableColumnsType<PlayerSummary> = [
    {
      title: '#',
      key: 'jersey',
      width: 56,
      align: 'right',
      render: (_, player) => (player.jerseyNumber !== null ? <span className="ps-jersey">{player.jerseyNumber}</span> : <span className="ps-muted">—</span>),
    },
    {
      title: intl.formatMessage({ id: 'teams.player' }),
      key: 'name',
      render: (_, player) => (
        <div className="ps-member">
          <span className="ps-member__name">{player.name}</span>
          <span className="ps-member__email ps-member__roles-inline">{[player.position, player.registrationId].filter(Boolean).join(' · ')}</span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'teams.position' }), key: 'position', responsive: ['md'], render: (_, player) => player.position ?? <span className="ps-muted">—</span> },
    { title: intl.formatMessage({ id: 'teams.registrationId' }), key: 'registration', responsive: ['md'], render: (_, player) => player.registrationId ?? <span className="ps-muted">—</span> },
    {
      title: intl.formatMessage({ id: 'teams.dateOfBirth' }),
      key: 'dob',
      responsive: ['lg'],
      render: (_, player) => (player.dateOfBirth ? formatDay(player.dateOfBirth) : <span className="ps-muted">—</span>),
    },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'teams.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canEdit,
      render: (_, player) => <PlayerActions orgId={orgId} teamId={team.teamId} player={player} onEdit={() => setEditing({ mode: 'edit', player })} />,
    },
  ];

  return (
    <div className="ps-page">
      <Link to="/admin/teams" className="ps-back">
        <ArrowLeftOutlined aria-hidden /> Teams
      </Link>
      <header className="ps-page-header">
        <div className="ps-page-header__text">
          <h1 className="ps-page-header__title">{team.name}</h1>
          <p className="ps-page-header__description">{[team.club, `${ageText(intl, team.age)} · ${intl.formatMessage({ id: TEAM_GENDER_LABELS[team.gender] })}`, coach].filter(Boolean).join(' · ')}</p>
        </div>
        {canEdit && (
          <div className="ps-page-header__actions">
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditingTeam(true)}>
              {intl.formatMessage({ id: 'teams.editTeam' })}
            </Button>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              {intl.formatMessage({ id: 'teams.importPlayers' })}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
              {intl.formatMessage({ id: 'teams.addPlayer' })}
            </Button>
          </div>
        )}
      </header>
      {access === 'read' && <p className="ps-muted">{intl.formatMessage({ id: 'teams.readOnly' })}</p>}
      <section className="ps-card ps-card--flush" aria-labelledby="roster-title">
        <div className="ps-card__head ps-card__head--row">
          <h2 id="roster-title" className="ps-card__title">
            {intl.formatMessage({ id: 'teams.roster' })}
          </h2>
          <span className="ps-count" aria-label={intl.formatMessage({ id: 'teams.totalPlayers' })}>
            {intl.formatMessage({ id: 'teams.playerCount' }, { count: team.totalPlayers })}
          </span>
        </div>
        <Table<PlayerSummary>
          rowKey="playerId"
          columns={columns}
          dataSource={players}
          pagination={players.length > 40 ? { pageSize: 40, showSizeChanger: false } : false}
          locale={{ emptyText: canEdit ? intl.formatMessage({ id: 'teams.noPlayersEdit' }) : intl.formatMessage({ id: 'teams.noPlayers' }) }}
          aria-label={intl.formatMessage({ id: 'teams.players' })}
        />
      </section>
      <PlayerFormModal
        key={editing?.mode === 'edit' ? editing.player.playerId : 'add'}
        orgId={orgId}
        teamId={team.teamId}
        player={editing?.mode === 'edit' ? editing.player : undefined}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      {canEdit && (
        <>
          <TeamFormModal orgId={orgId} team={team} canChooseCoach={access === 'manage'} open={editingTeam} onClose={() => setEditingTeam(false)} />
          <ImportPlayersModal orgId={orgId} teamId={team.teamId} open={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </div>
  );
}

function PlayerActions({ orgId, teamId, player, onEdit }: { orgId: string | undefined; teamId: string; player: PlayerSummary; onEdit: () => void }) {
  const { message } = App.useApp();
  const remove = useDeletePlayer(orgId, teamId);
  const intl = useIntl();
  return (
    <div className="ps-row-actions">
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={intl.formatMessage({ id: 'teams.editLabel' }, { name: player.name })}>
        {intl.formatMessage({ id: 'teams.edit' })}
      </Button>
      <Popconfirm
        title={intl.formatMessage({ id: 'teams.deleteTitle' }, { name: player.name })}
        description={intl.formatMessage({ id: 'teams.leaveRoster' })}
        okText={intl.formatMessage({ id: 'teams.delete' })}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={intl.formatMessage({ id: 'teams.keep' })}
        onConfirm={async () => {
          try {
            const { message: done } = await remove.mutateAsync(player.playerId);
            void message.success(done);
          } catch (error) {
            void message.error(errorMessage(error));
          }
        }}
      >
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'teams.deleteLabel' }, { name: player.name })}>
          {intl.formatMessage({ id: 'teams.delete' })}
        </Button>
      </Popconfirm>
    </div>
  );
}
