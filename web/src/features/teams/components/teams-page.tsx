import { DeleteOutlined, EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { MESSAGES, type TeamSummary } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { App, Button, Empty, Popconfirm, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ImportAndAddActions, ListTable, ToolbarSearch } from '../../../components/list-table';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteTeam } from '../api/delete-team';
import { useCoaches } from '../api/list-coaches';
import { useTeams } from '../api/list-teams';
import { TEAM_GENDER_LABELS, type TeamAccess } from '../team-access';
import { ImportTeamsModal } from './import-teams-modal';
import { TeamFormModal } from './team-form-modal';
import { useIntl } from 'react-intl';
import { ageText } from '../../../i18n/age-label';

export interface TeamsPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** manage (admin) · coach (their own teams) · read (tournament admin). */
  access: TeamAccess;
  currentUid: string;
}

type Editing = { mode: 'add' } | { mode: 'edit'; team: TeamSummary } | undefined;

// Message ids of the page's description, by what the person may do.
const DESCRIPTIONS: Record<TeamAccess, string> = {
  manage: 'teams.description.manage',
  coach: 'teams.description.coach',
  read: 'teams.description.read',
};

/** /admin/teams: the organization's teams (a coach: their own); add, edit, delete, import (admins). */
export function TeamsPage({ orgId, orgName, access, currentUid }: TeamsPageProps) {
  const intl = useIntl();
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
    if (!team.coachUid) return <span className="ps-muted">{intl.formatMessage({ id: 'teams.noCoach' })}</span>;
    if (team.coachUid === currentUid) return intl.formatMessage({ id: 'teams.you' });
    return coachNames.get(team.coachUid) ?? <span className="ps-muted">{intl.formatMessage({ id: 'teams.aCoach' })}</span>;
  };

  const columns: TableColumnsType<TeamSummary> = [
    {
      title: intl.formatMessage({ id: 'teams.team' }),
      key: 'name',
      render: (_, team) => (
        <div className="ps-member">
          <Link to="/admin/teams/$teamId" params={{ teamId: team.teamId }} className="ps-member__name ps-row-link" onClick={(event) => event.stopPropagation()}>
            {team.name}
          </Link>
          <span className="ps-member__email">{[team.club, `${ageText(intl, team.age)} · ${intl.formatMessage({ id: TEAM_GENDER_LABELS[team.gender] })}`].filter(Boolean).join(' · ')}</span>
          <span className="ps-member__roles-inline ps-muted">{intl.formatMessage({ id: 'teams.playerCount' }, { count: team.totalPlayers })}</span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'teams.coach' }), key: 'coach', responsive: ['md'], hidden: access === 'coach', render: (_, team) => coachOf(team) },
    { title: intl.formatMessage({ id: 'teams.players' }), key: 'players', align: 'right', responsive: ['md'], render: (_, team) => team.totalPlayers },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'teams.actions' })}</span>,
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
        title={intl.formatMessage({ id: 'teams.teams' })}
        description={`${intl.formatMessage({ id: DESCRIPTIONS[access] })}${orgName && access !== 'coach' ? ` (${orgName})` : ''}`}
        actions={
          access === 'manage' && (
            <ImportAndAddActions
              importText={intl.formatMessage({ id: 'teams.import' })}
              addText={intl.formatMessage({ id: 'teams.addTeam' })}
              onImport={() => setImporting(true)}
              onAdd={() => setEditing({ mode: 'add' })}
            />
          )
        }
      />
      <section className="ps-card ps-card--flush" aria-label={intl.formatMessage({ id: 'teams.teams' })}>
        {list.length > 8 && (
          <div className="ps-toolbar">
            <ToolbarSearch value={search} onChange={setSearch} placeholder={intl.formatMessage({ id: 'teams.searchPlaceholder' })} label={intl.formatMessage({ id: 'teams.search' })} />
          </div>
        )}
        <ListTable<TeamSummary>
          error={teams.error}
          rowKey="teamId"
          columns={columns}
          rows={shown}
          loading={teams.isFetching && !teams.data}
          onRow={(team) => ({ onClick: () => void navigate({ to: '/admin/teams/$teamId', params: { teamId: team.teamId } }), className: 'ps-clickable-row' })}
          pageSize={25}
          emptyText={
            needle ? (
              intl.formatMessage({ id: 'teams.noMatch' })
            ) : (
              <Empty
                image={<SafetyCertificateOutlined className="ps-empty-icon" aria-hidden />}
                description={access === 'coach' ? intl.formatMessage({ id: 'teams.noneCoached' }) : intl.formatMessage({ id: 'teams.none' })}
              />
            )
          }
          label={intl.formatMessage({ id: 'teams.teams' })}
        />
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
  const intl = useIntl();
  return (
    <div className="ps-row-actions" onClick={(event) => event.stopPropagation()}>
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={intl.formatMessage({ id: 'teams.editLabel' }, { name: team.name })}>
        {intl.formatMessage({ id: 'teams.edit' })}
      </Button>
      {canDelete && (
        <Popconfirm
          title={intl.formatMessage({ id: 'teams.deleteTitle' }, { name: team.name })}
          description={team.totalPlayers > 0 ? intl.formatMessage({ id: 'teams.deleteRoster' }, { count: team.totalPlayers }) : intl.formatMessage({ id: 'teams.noPlayersInTeam' })}
          okText={intl.formatMessage({ id: 'teams.delete' })}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText={intl.formatMessage({ id: 'teams.keep' })}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(team.teamId);
              void message.success(MESSAGES.teamDeleted);
            } catch (error) {
              void message.error(errorMessage(error));
            }
          }}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'teams.deleteLabel' }, { name: team.name })}>
            {intl.formatMessage({ id: 'teams.delete' })}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}
