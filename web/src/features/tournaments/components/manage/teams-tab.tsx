import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { type TournamentDetail, type TournamentTeamSummary } from '@pitchside/shared';
import { Alert, App, Button, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { useDeleteTournamentTeam } from '../../api/delete-tournament-team';
import { GENDER_LABELS } from '../../tournament-labels';
import { TournamentTeamModal } from './tournament-team-modal';
import { useIntl } from 'react-intl';
import { ageText } from '../../../../i18n/age-label';

type Editing = { mode: 'add' } | { mode: 'edit'; team: TournamentTeamSummary } | undefined;

/** The teams entered in the tournament: add (deduplicated by name, spec §5), move, remove. */
export function TeamsTab({ orgId, tournament }: { orgId: string | undefined; tournament: TournamentDetail }) {
  const intl = useIntl();
  const [editing, setEditing] = useState<Editing>();
  const [division, setDivision] = useState<string>();
  const canManage = tournament.permissions.manage;
  const { teams, divisions } = tournament.structure;
  const shown = division ? teams.filter((team) => team.division === division) : teams;

  const columns: TableColumnsType<TournamentTeamSummary> = [
    {
      title: intl.formatMessage({ id: 'tournaments.team' }),
      key: 'team',
      render: (_, team) => (
        <div className="ps-member">
          <span className="ps-member__name">
            {team.team}
            {team.teamId && <LinkOutlined className="ps-linked" aria-label={intl.formatMessage({ id: 'tournaments.teams.linked' })} title={intl.formatMessage({ id: 'tournaments.teams.linked' })} />}
          </span>
          {team.club && <span className="ps-member__email">{team.club}</span>}
          <span className="ps-member__roles-inline ps-muted">
            {team.division} · {team.bracket}
          </span>
        </div>
      ),
    },
    { title: intl.formatMessage({ id: 'tournaments.division' }), key: 'division', responsive: ['md'], render: (_, team) => team.division },
    { title: intl.formatMessage({ id: 'tournaments.bracket' }), key: 'bracket', responsive: ['md'], render: (_, team) => team.bracket },
    {
      title: intl.formatMessage({ id: 'tournaments.ageGender' }),
      key: 'age',
      responsive: ['lg'],
      render: (_, team) => (
        <span className="ps-nowrap">
          {ageText(intl, team.age)} · {intl.formatMessage({ id: GENDER_LABELS[team.gender] })}
        </span>
      ),
    },
    { title: intl.formatMessage({ id: 'tournaments.teams.played' }), key: 'mp', align: 'right', responsive: ['lg'], render: (_, team) => team.MP },
    { title: intl.formatMessage({ id: 'tournaments.teams.points' }), key: 'pts', align: 'right', responsive: ['lg'], render: (_, team) => team.PTS },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.actions' })}</span>,
      key: 'actions',
      align: 'right',
      width: 1,
      hidden: !canManage,
      render: (_, team) => <TeamActions orgId={orgId} tournamentId={tournament.tournamentId} team={team} onEdit={() => setEditing({ mode: 'edit', team })} />,
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="tournament-teams-title">
      <div className="ps-card__head ps-card__head--row">
        <div className="ps-card__head-text">
          <h2 id="tournament-teams-title" className="ps-card__title">
            {intl.formatMessage({ id: 'tournaments.teams.title' })}
          </h2>
          <p className="ps-muted">{intl.formatMessage({ id: 'tournaments.teams.count' }, { count: teams.length })}</p>
        </div>
        {canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
            disabled={divisions.length === 0}
            title={divisions.length === 0 ? intl.formatMessage({ id: 'tournaments.addDivisionFirst' }) : undefined}
          >
            {intl.formatMessage({ id: 'tournaments.teams.add' })}
          </Button>
        )}
      </div>
      {canManage && divisions.length === 0 && <Alert className="ps-card__alert" type="info" showIcon title={intl.formatMessage({ id: 'tournaments.teams.needDivision' })} />}
      {divisions.length > 1 && (
        <div className="ps-toolbar">
          <Select<string>
            allowClear
            value={division}
            onChange={setDivision}
            placeholder={intl.formatMessage({ id: 'tournaments.teams.allDivisions' })}
            aria-label={intl.formatMessage({ id: 'tournaments.teams.filter' })}
            className="ps-toolbar__filter ps-toolbar__filter--wide"
            options={divisions.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
          />
        </div>
      )}
      <Table<TournamentTeamSummary>
        rowKey="teamKey"
        columns={columns}
        dataSource={shown}
        pagination={shown.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
        locale={{ emptyText: division ? intl.formatMessage({ id: 'tournaments.teams.noneInDivision' }) : intl.formatMessage({ id: 'tournaments.teams.none' }) }}
        aria-label={intl.formatMessage({ id: 'tournaments.teams.table' })}
      />
      <TournamentTeamModal
        key={editing?.mode === 'edit' ? editing.team.teamKey : 'add'}
        orgId={orgId}
        tournament={tournament}
        team={editing?.mode === 'edit' ? editing.team : undefined}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </section>
  );
}

function TeamActions({ orgId, tournamentId, team, onEdit }: { orgId: string | undefined; tournamentId: string; team: TournamentTeamSummary; onEdit: () => void }) {
  const { message } = App.useApp();
  const intl = useIntl();
  const remove = useDeleteTournamentTeam(orgId, tournamentId);
  return (
    <div className="ps-row-actions">
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label={intl.formatMessage({ id: 'tournaments.teams.editLabel' }, { team: team.team })}>
        {intl.formatMessage({ id: 'tournaments.edit' })}
      </Button>
      <Popconfirm
        title={intl.formatMessage({ id: 'tournaments.teams.removeTitle' }, { team: team.team })}
        description={intl.formatMessage({ id: 'tournaments.teams.removeHint' })}
        okText={intl.formatMessage({ id: 'tournaments.remove' })}
        okButtonProps={{ danger: true, loading: remove.isPending }}
        cancelText={intl.formatMessage({ id: 'tournaments.keep' })}
        onConfirm={async () => {
          try {
            const { message: done } = await remove.mutateAsync(team.teamKey);
            void message.success(done);
          } catch (error) {
            void message.error(errorMessage(error));
          }
        }}
      >
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={intl.formatMessage({ id: 'tournaments.teams.removeLabel' }, { team: team.team })}>
          {intl.formatMessage({ id: 'tournaments.remove' })}
        </Button>
      </Popconfirm>
    </div>
  );
}
