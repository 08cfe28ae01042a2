import { ApartmentOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { formatKickOff, isLive, type MatchSummary, type TournamentDetail } from '@pitchside/shared';
import { sideName } from '../../../../i18n/slot-name';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { useTournamentMatches } from '../../../../api/tournaments/list-tournament-matches';
import { MATCH_STATUS_LOOK } from '../../tournament-labels';
import { AddKnockoutModal } from './add-knockout-modal';
import { AddMatchModal } from './add-match-modal';
import { ScheduleExports } from './schedule-exports';
import { useIntl } from 'react-intl';

export interface MatchesTabProps {
  orgId: string | undefined;
  tournament: TournamentDetail;
  /** The division filter (kept in the address: `?tab=matches&division=`). */
  division: string | undefined;
  onDivisionChange: (division: string | undefined) => void;
}

function Side({ team, club }: { team: string; club: string | null }) {
  return (
    <span className="ps-side">
      <span className="ps-side__team">{team}</span>
      {club && <span className="ps-side__club">{club}</span>}
    </span>
  );
}

/** The schedule: every match (filtered by division), each opening its match screen. */
export function MatchesTab({ orgId, tournament, division, onDivisionChange }: MatchesTabProps) {
  const intl = useIntl();
  const matches = useTournamentMatches(orgId, tournament.tournamentId, division);
  const navigate = useNavigate();
  const [adding, setAdding] = useState<'match' | 'knockout' | undefined>();
  const canManage = tournament.permissions.manage;
  const { divisions } = tournament.structure;
  const list = matches.data ?? [];
  const open = (match: MatchSummary) => void navigate({ to: '/admin/matches/$tournamentId/$matchId', params: { tournamentId: tournament.tournamentId, matchId: match.matchId } });

  const columns: TableColumnsType<MatchSummary> = [
    {
      title: intl.formatMessage({ id: 'tournaments.matches.when' }),
      key: 'when',
      responsive: ['sm'],
      render: (_, match) => (
        <span className="ps-when">
          <span className="ps-when__day">{formatShortDay(match.date)}</span>
          <span className="ps-when__time">{formatKickOff(match.time, match.delayMinutes) || '—'}</span>
        </span>
      ),
    },
    {
      title: intl.formatMessage({ id: 'tournaments.matches.match' }),
      key: 'match',
      render: (_, stored) => {
        // A knockout side not known yet is its placeholder ('Winner Group A'), said in the reader's language.
        const match = { ...stored, homeTeam: sideName(intl, stored.homeTeam, stored.knockout, 'home'), awayTeam: sideName(intl, stored.awayTeam, stored.knockout, 'away') };
        return (
          <div className="ps-fixture">
            <Link
              to="/admin/matches/$tournamentId/$matchId"
              params={{ tournamentId: tournament.tournamentId, matchId: match.matchId }}
              className="ps-fixture__link"
              onClick={(event) => event.stopPropagation()}
              aria-label={intl.formatMessage({ id: 'tournaments.matches.against' }, { home: match.homeTeam, away: match.awayTeam })}
            >
              <Side team={match.homeTeam} club={match.homeClub} />
              <span className="ps-fixture__score" aria-hidden={match.status === ''}>
                {match.status === '' ? 'v' : `${match.homeScore} – ${match.awayScore}`}
              </span>
              <Side team={match.awayTeam} club={match.awayClub} />
            </Link>
            <span className="ps-fixture__meta">
              <span className="ps-fixture__when">
                {formatShortDay(match.date)}
                {match.time ? ` ${formatKickOff(match.time, match.delayMinutes)}` : ''} ·{' '}
              </span>
              {match.division}
              {match.field ? ` · ${match.field}` : ''}
            </span>
          </div>
        );
      },
    },
    { title: intl.formatMessage({ id: 'tournaments.division' }), key: 'division', responsive: ['lg'], render: (_, match) => match.division },
    { title: intl.formatMessage({ id: 'tournaments.matches.field' }), key: 'field', responsive: ['lg'], render: (_, match) => match.field ?? <span className="ps-muted">—</span> },
    {
      title: intl.formatMessage({ id: 'tournaments.status' }),
      key: 'status',
      responsive: ['md'],
      render: (_, match) => (
        <Tag color={MATCH_STATUS_LOOK[match.status].color} className="ps-state-tag">
          {isLive(match.status) && <span className="ps-live-dot" aria-hidden="true" />}
          {intl.formatMessage({ id: MATCH_STATUS_LOOK[match.status].label })}
        </Tag>
      ),
    },
    {
      title: intl.formatMessage({ id: 'tournaments.matches.referee' }),
      key: 'referee',
      responsive: ['lg'],
      render: (_, match) => match.refereeName ?? <span className="ps-muted">{intl.formatMessage({ id: 'tournaments.matches.notAssigned' })}</span>,
    },
    {
      title: <span className="ps-sr-only">{intl.formatMessage({ id: 'tournaments.matches.open' })}</span>,
      key: 'open',
      width: 1,
      responsive: ['sm'],
      render: () => <RightOutlined className="ps-muted" aria-hidden />,
    },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="matches-title">
      <div className="ps-card__head ps-card__head--row">
        <div className="ps-card__head-text">
          <h2 id="matches-title" className="ps-card__title">
            {intl.formatMessage({ id: 'tournaments.matches' })}
          </h2>
          <p className="ps-muted">
            {matches.data ? intl.formatMessage({ id: 'tournaments.matches.count' }, { count: list.length, division: division ?? 'all' }) : intl.formatMessage({ id: 'tournaments.matches.loading' })}{' '}
            {intl.formatMessage({ id: 'tournaments.matches.hint' })}
          </p>
        </div>
        {canManage && (
          <div className="ps-matches-actions">
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding('match')}>
              {intl.formatMessage({ id: 'tournaments.matches.add' })}
            </Button>
            <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => setAdding('knockout')}>
              {intl.formatMessage({ id: 'tournaments.matches.addKnockout' })}
            </Button>
          </div>
        )}
        <ScheduleExports orgId={orgId} tournamentId={tournament.tournamentId} />
        {divisions.length > 0 && (
          <Select<string>
            allowClear
            value={division}
            onChange={(value) => onDivisionChange(value || undefined)}
            placeholder={intl.formatMessage({ id: 'tournaments.teams.allDivisions' })}
            aria-label={intl.formatMessage({ id: 'tournaments.matches.filter' })}
            className="ps-toolbar__filter ps-toolbar__filter--wide"
            options={divisions.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
          />
        )}
      </div>
      {matches.isError ? (
        <Alert className="ps-card__alert" type="error" showIcon title={errorMessage(matches.error)} />
      ) : (
        <Table<MatchSummary>
          rowKey="matchId"
          columns={columns}
          dataSource={list}
          loading={matches.isFetching}
          onRow={(match) => ({ onClick: () => open(match), className: 'ps-clickable-row' })}
          pagination={list.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          locale={{ emptyText: division ? intl.formatMessage({ id: 'tournaments.matches.noneInDivision' }) : intl.formatMessage({ id: 'tournaments.matches.none' }) }}
          aria-label={intl.formatMessage({ id: 'tournaments.matches' })}
        />
      )}
      {canManage && (
        <>
          <AddMatchModal orgId={orgId} tournament={tournament} open={adding === 'match'} onClose={() => setAdding(undefined)} />
          <AddKnockoutModal orgId={orgId} tournament={tournament} open={adding === 'knockout'} onClose={() => setAdding(undefined)} />
        </>
      )}
    </section>
  );
}
