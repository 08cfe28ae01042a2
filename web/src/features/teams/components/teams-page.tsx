import { DeleteOutlined, EditOutlined, PlusOutlined, SafetyCertificateOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { ageLabel, MESSAGES, type TeamSummary } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, App, Button, Empty, Input, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { plural } from '../../../lib/format';
import { useDeleteTeam } from '../api/delete-team';
import { useCoaches } from '../api/list-coaches';
import { useTeams } from '../api/list-teams';
import { TEAM_GENDER_LABELS, type TeamAccess } from '../team-access';
import { ImportTeamsModal } from './import-teams-modal';
import { TeamFormModal } from './team-form-modal';

export interface TeamsPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** manage (admin) · coach (their own teams) · read (tournament admin). */
  access: TeamAccess;
  currentUid: string;
}

type Editing = { mode: 'add' } | { mode: 'edit'; team: TeamSummary } | undefined;

const DESCRIPTIONS: Record<TeamAccess, string> = {
  manage: 'Your organization’s teams, their coaches and rosters.',
  coach: 'The teams you coach. Open one to keep its roster up to date.',
  read: 'Your organization’s teams. Admins and their coaches edit them.',
};

/** /admin/teams: the organization's teams (a coach: their own); add, edit, delete, import (admins). */
export function TeamsPage({ orgId, orgName, access, currentUid }: TeamsPageProps) {
  const teams = useTeams(orgId);
  const coaches = useCoaches(orgId, access === 'manage');
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>();
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState('');
  const coachNames = useMemo(() => new Map((coaches.data ?? []).map((coach) => [coach.uid, coach.displayName])), [coaches.data]);
  const list = teams.data ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle ? list.filter((team) => `${team.name} ${team.club ?? ''}`.toLowerCase().includes(needle)) : list;

  const coachOf = (team: TeamSummary) => {
    if (!team.coachUid) return <span className="ps-muted">No coach</span>;
    if (team.coachUid === currentUid) return 'You';
    return coachNames.get(team.coachUid) ?? <span className="ps-muted">A coach</span>;
  };

  const columns: TableColumnsType<TeamSummary> = [
    {
      title: 'Team',
      key: 'name',
      render: (_, team) => (
        <div className="ps-member">
          <Link to="/admin/teams/$teamId" params={{ teamId: team.teamId }} className="ps-member__name ps-row-link" onClick={(event) => event.stopPropagation()}>
            {team.name}
          </Link>
          <span className="ps-member__email">{[team.club, `${ageLabel(team.age)} · ${TEAM_GENDER_LABELS[team.gender]}`].filter(Boolean).join(' · ')}</span>
          <span className="ps-member__roles-inline ps-muted">{plural(team.totalPlayers, 'player')}</span>
        </div>
      ),
    },
    { title: 'Coach', key: 'coach', responsive: ['md'], hidden: access === 'coach', render: (_, team) => coachOf(team) },
    { title: 'Players', key: 'players', align: 'right', responsive: ['md'], render: (_, team) => team.totalPlayers },
    {
      title: <span className="ps-sr-only">Actions</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: access === 'read',
      render: (_, team) => <TeamActions orgId={orgId} team={team} canDelete={access === 'manage'} onEdit={() => setEditing({ mode: 'edit', team })} />,
    },
  ];

  return (
    <div className="ps-page">
      <PageHeader
        title="Teams"
        description={`${DESCRIPTIONS[access]}${orgName && access !== 'coach' ? ` (${orgName})` : ''}`}
        actions={
          access === 'manage' && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                Import
              </Button>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'add' })}>
                Add team
              </Button>
            </>
          )
        }
      />
      <section className="ps-card ps-card--flush" aria-label="Teams">
        {list.length > 8 && (
          <div className="ps-toolbar">
            <Input
              allowClear
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              prefix={<SearchOutlined aria-hidden />}
              placeholder="Search by team or club"
              aria-label="Search teams"
              className="ps-toolbar__search"
            />
          </div>
        )}
        {teams.isError ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(teams.error)} />
        ) : (
          <Table<TeamSummary>
            rowKey="teamId"
            columns={columns}
            dataSource={shown}
            loading={teams.isFetching && !teams.data}
            onRow={(team) => ({ onClick: () => void navigate({ to: '/admin/teams/$teamId', params: { teamId: team.teamId } }), className: 'ps-clickable-row' })}
            pagination={shown.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
            locale={{
              emptyText: needle ? (
                'No team matches this search.'
              ) : (
                <Empty
                  image={<SafetyCertificateOutlined className="ps-empty-icon" aria-hidden />}
                  description={access === 'coach' ? 'You coach no team yet. An admin of your organization assigns teams to coaches.' : 'No teams yet.'}
                />
              ),
            }}
            aria-label="Teams"
          />
        )}
      </section>
      <TeamFormModal
        key={editing?.mode === 'edit' ? editing.team.teamId : 'add'}
        orgId={orgId}
        team={editing?.mode === 'edit' ? editing.team : undefined}
        canChooseCoach={access === 'manage'}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      {access === 'manage' && <ImportTeamsModal orgId={orgId} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}

function TeamActions({ orgId, team, canDelete, onEdit }: { orgId: string | undefined; team: TeamSummary; canDelete: boolean; onEdit: () => void }) {
  const { message } = App.useApp();
  const remove = useDeleteTeam(orgId);
  return (
    <div className="ps-row-actions" onClick={(event) => event.stopPropagation()}>
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={`Edit ${team.name}`}>
        Edit
      </Button>
      {canDelete && (
        <Popconfirm
          title={`Delete ${team.name}?`}
          description={team.totalPlayers > 0 ? `Its roster of ${plural(team.totalPlayers, 'player')} is deleted too.` : 'It has no players.'}
          okText="Delete"
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText="Keep"
          onConfirm={async () => {
            try {
              await remove.mutateAsync(team.teamId);
              void message.success(MESSAGES.teamDeleted);
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${team.name}`}>
            Delete
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
