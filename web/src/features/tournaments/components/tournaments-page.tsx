import type { ReactNode } from 'react';
import '../tournaments.css';
import { CalendarOutlined, EnvironmentOutlined, PlusOutlined, TrophyOutlined } from '@ant-design/icons';
import { ageLabel, type TournamentSummary } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { formatDayRange, plural } from '../../../lib/format';
import { useTournaments } from '../api/list-tournaments';
import { TYPE_LABELS } from '../tournament-labels';
import { TournamentStateTag } from './tournament-state-tag';

export interface TournamentsPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** Admins create tournaments; tournament admins see the ones they are linked to. */
  canCreate: boolean;
  /** Slots the app fills from the payments feature: a notice on return from checkout, and each tournament's payment state. */
  notice?: ReactNode;
  renderPayment?: (tournament: TournamentSummary) => ReactNode;
}

function ages(tournament: TournamentSummary): string {
  if (tournament.ageGroups.length === 0) return '';
  if (tournament.ageGroups.length <= 3) return tournament.ageGroups.map(ageLabel).join(', ');
  return `${ageLabel(tournament.ageGroups[0]!)} – ${ageLabel(tournament.ageGroups[tournament.ageGroups.length - 1]!)}`;
}

/** /admin/tournaments: the organization's tournaments (spec: the payment checkout returns here too). */
export function TournamentsPage({ orgId, orgName, canCreate, notice, renderPayment }: TournamentsPageProps) {
  const tournaments = useTournaments(orgId);
  const navigate = useNavigate();
  const open = (tournament: TournamentSummary) => void navigate({ to: '/admin/tournaments/$tournamentId', params: { tournamentId: tournament.tournamentId } });

  const columns: TableColumnsType<TournamentSummary> = [
    {
      title: 'Tournament',
      key: 'name',
      render: (_, tournament) => (
        <div className="ps-member">
          <Link
            to="/admin/tournaments/$tournamentId"
            params={{ tournamentId: tournament.tournamentId }}
            className="ps-member__name ps-row-link"
            onClick={(event) => event.stopPropagation()}
          >
            {tournament.name}
          </Link>
          <span className="ps-member__email">
            {TYPE_LABELS[tournament.type]}
            {ages(tournament) ? ` · ${ages(tournament)}` : ''}
          </span>
          <span className="ps-member__roles-inline ps-tournament-inline">
            <TournamentStateTag draft={tournament.draft} />
            {renderPayment?.(tournament)}
            <span>
              <CalendarOutlined aria-hidden /> {formatDayRange(tournament.startDate, tournament.endDate)}
            </span>
            <span>
              <EnvironmentOutlined aria-hidden /> {tournament.venue}
            </span>
          </span>
        </div>
      ),
    },
    {
      title: 'State',
      key: 'state',
      responsive: ['md'],
      render: (_, tournament) => (
        <span className="ps-nowrap">
          <TournamentStateTag draft={tournament.draft} /> {renderPayment?.(tournament)}
        </span>
      ),
    },
    {
      title: 'Dates',
      key: 'dates',
      responsive: ['md'],
      render: (_, tournament) => <span className="ps-nowrap">{formatDayRange(tournament.startDate, tournament.endDate)}</span>,
    },
    { title: 'Venue', key: 'venue', responsive: ['lg'], render: (_, tournament) => tournament.venue },
    {
      title: 'Teams',
      key: 'teams',
      align: 'right',
      responsive: ['md'],
      render: (_, tournament) => (tournament.teamCount > 0 ? tournament.teamCount : <span className="ps-muted">—</span>),
    },
    {
      title: 'Schedule',
      key: 'schedule',
      responsive: ['lg'],
      render: (_, tournament) => (tournament.hasSchedule ? 'Ready' : <span className="ps-muted">Not yet</span>),
    },
  ];

  const list = tournaments.data ?? [];
  return (
    <div className="ps-page">
      <PageHeader
        title="Tournaments"
        description={
          list.length > 0
            ? `${plural(list.length, 'tournament')}${orgName ? ` of ${orgName}` : ''}. Open one to manage its divisions, teams and schedule.`
            : orgName
              ? `The tournaments of ${orgName}.`
              : undefined
        }
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate({ to: '/admin/tournaments/create' })}>
              New tournament
            </Button>
          )
        }
      />
      {notice}
      <section className="ps-card ps-card--flush" aria-label="Tournaments">
        {tournaments.isError ? (
          <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(tournaments.error)} />
        ) : (
          <Table<TournamentSummary>
            rowKey="tournamentId"
            columns={columns}
            dataSource={list}
            loading={tournaments.isFetching && !tournaments.data}
            pagination={list.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            onRow={(tournament) => ({ onClick: () => open(tournament), className: 'ps-clickable-row' })}
            locale={{
              emptyText: (
                <Empty
                  image={<TrophyOutlined className="ps-empty-icon" aria-hidden />}
                  description={canCreate ? 'No tournaments yet. Create the first one.' : 'No tournaments yet. An admin links you to the ones you organize.'}
                >
                  {canCreate && (
                    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate({ to: '/admin/tournaments/create' })}>
                      New tournament
                    </Button>
                  )}
                </Empty>
              ),
            }}
            aria-label="Tournaments"
          />
        )}
      </section>
    </div>
  );
}
