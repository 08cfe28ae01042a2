import type { ReactNode } from 'react';
import '../tournaments.css';
import { PlusOutlined, TrophyOutlined } from '@ant-design/icons';
import { type TournamentSummary } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Empty, Table, type TableColumnsType } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { formatDayRange } from '../../../lib/format';
import { useTournaments } from '../../../api/tournaments/list-tournaments';
import { TYPE_LABELS } from '../tournament-labels';
import { TournamentStateTag } from './tournament-state-tag';
import { useIntl, type IntlShape } from 'react-intl';
import { ageText } from '../../../i18n/age-label';
import { TournamentWhenWhere } from './tournament-when-where';

export interface TournamentsPageProps {
  orgId: string | undefined;
  orgName: string | undefined;
  /** Admins create tournaments; tournament admins see the ones they are linked to. */
  canCreate: boolean;
  /** Slots the app fills from the payments feature: a notice on return from checkout, and each tournament's payment state. */
  notice?: ReactNode;
  renderPayment?: (tournament: TournamentSummary) => ReactNode;
}

function ages(intl: IntlShape, tournament: TournamentSummary): string {
  const ageLabel = (age: TournamentSummary['ageGroups'][number]) => ageText(intl, age);
  if (tournament.ageGroups.length === 0) return '';
  if (tournament.ageGroups.length <= 3) return tournament.ageGroups.map(ageLabel).join(', ');
  return `${ageLabel(tournament.ageGroups[0]!)} – ${ageLabel(tournament.ageGroups[tournament.ageGroups.length - 1]!)}`;
}

/** /admin/tournaments: the organization's tournaments (spec: the payment checkout returns here too). */
export function TournamentsPage({ orgId, orgName, canCreate, notice, renderPayment }: TournamentsPageProps) {
  const intl = useIntl();
  const tournaments = useTournaments(orgId);
  const navigate = useNavigate();
  const open = (tournament: TournamentSummary) => void navigate({ to: '/admin/tournaments/$tournamentId', params: { tournamentId: tournament.tournamentId } });

  const columns: TableColumnsType<TournamentSummary> = [
    {
      title: intl.formatMessage({ id: 'tournaments.tournament' }),
      key: 'name',
      render: (_, tournament) => (
        <div className="ps-member">
          <Link to="/admin/tournaments/$tournamentId" params={{ tournamentId: tournament.tournamentId }} className="ps-member__name ps-row-link" onClick={(event) => event.stopPropagation()}>
            {tournament.name}
          </Link>
          <span className="ps-member__email">
            {intl.formatMessage({ id: TYPE_LABELS[tournament.type] })}
            {ages(intl, tournament) ? ` · ${ages(intl, tournament)}` : ''}
          </span>
          <span className="ps-member__roles-inline ps-tournament-inline">
            <TournamentStateTag draft={tournament.draft} />
            {renderPayment?.(tournament)}
            <TournamentWhenWhere tournament={tournament} />
          </span>
        </div>
      ),
    },
    {
      title: intl.formatMessage({ id: 'tournaments.state' }),
      key: 'state',
      responsive: ['md'],
      render: (_, tournament) => (
        <span className="ps-nowrap">
          <TournamentStateTag draft={tournament.draft} /> {renderPayment?.(tournament)}
        </span>
      ),
    },
    {
      title: intl.formatMessage({ id: 'tournaments.dates' }),
      key: 'dates',
      responsive: ['md'],
      render: (_, tournament) => <span className="ps-nowrap">{formatDayRange(tournament.startDate, tournament.endDate)}</span>,
    },
    { title: intl.formatMessage({ id: 'tournaments.venue' }), key: 'venue', responsive: ['lg'], render: (_, tournament) => tournament.venue },
    {
      title: intl.formatMessage({ id: 'tournaments.teams' }),
      key: 'teams',
      align: 'right',
      responsive: ['md'],
      render: (_, tournament) => (tournament.teamCount > 0 ? tournament.teamCount : <span className="ps-muted">—</span>),
    },
    {
      title: intl.formatMessage({ id: 'tournaments.schedule' }),
      key: 'schedule',
      responsive: ['lg'],
      render: (_, tournament) => (tournament.hasSchedule ? intl.formatMessage({ id: 'tournaments.ready' }) : <span className="ps-muted">{intl.formatMessage({ id: 'tournaments.notYet' })}</span>),
    },
  ];

  const list = tournaments.data ?? [];
  return (
    <div className="ps-page">
      <PageHeader
        title={intl.formatMessage({ id: 'tournaments.tournaments' })}
        description={
          list.length > 0
            ? intl.formatMessage({ id: 'tournaments.listDescription' }, { count: list.length, org: orgName ?? 'none' })
            : orgName
              ? intl.formatMessage({ id: 'tournaments.ofOrg' }, { org: orgName })
              : undefined
        }
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate({ to: '/admin/tournaments/create' })}>
              {intl.formatMessage({ id: 'tournaments.new' })}
            </Button>
          )
        }
      />
      {notice}
      <section className="ps-card ps-card--flush" aria-label={intl.formatMessage({ id: 'tournaments.tournaments' })}>
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
                  description={canCreate ? intl.formatMessage({ id: 'tournaments.noneCreate' }) : intl.formatMessage({ id: 'tournaments.noneLinked' })}
                >
                  {canCreate && (
                    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => void navigate({ to: '/admin/tournaments/create' })}>
                      {intl.formatMessage({ id: 'tournaments.new' })}
                    </Button>
                  )}
                </Empty>
              ),
            }}
            aria-label={intl.formatMessage({ id: 'tournaments.tournaments' })}
          />
        )}
      </section>
    </div>
  );
}
