import { ApartmentOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { formatKickOff, isLive, type MatchSummary, type TournamentDetail } from '@pitchside/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay, plural } from '../../../../lib/format';
import { useTournamentMatches } from '../../api/list-tournament-matches';
import { MATCH_STATUS_LOOK } from '../../tournament-labels';
import { AddKnockoutModal } from './add-knockout-modal';
import { AddMatchModal } from './add-match-modal';
import { ScheduleExports } from './schedule-exports';

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
  const matches = useTournamentMatches(orgId, tournament.tournamentId, division);
  const navigate = useNavigate();
  const [adding, setAdding] = useState<'match' | 'knockout' | undefined>();
  const canManage = tournament.permissions.manage;
  const { divisions } = tournament.structure;
  const list = matches.data ?? [];
  const open = (match: MatchSummary) =>
    void navigate({ to: '/admin/matches/$tournamentId/$matchId', params: { tournamentId: tournament.tournamentId, matchId: match.matchId } });

  const columns: TableColumnsType<MatchSummary> = [
    {
      title: 'When',
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
      title: 'Match',
      key: 'match',
      render: (_, match) => (
        <div className="ps-fixture">
          <Link
            to="/admin/matches/$tournamentId/$matchId"
            params={{ tournamentId: tournament.tournamentId, matchId: match.matchId }}
            className="ps-fixture__link"
            onClick={(event) => event.stopPropagation()}
            aria-label={`${match.homeTeam} against ${match.awayTeam}`}
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
      ),
    },
    { title: 'Division', key: 'division', responsive: ['lg'], render: (_, match) => match.division },
    { title: 'Field', key: 'field', responsive: ['lg'], render: (_, match) => match.field ?? <span className="ps-muted">—</span> },
    {
      title: 'Status',
      key: 'status',
      responsive: ['md'],
      render: (_, match) => (
        <Tag color={MATCH_STATUS_LOOK[match.status].color} className="ps-state-tag">
          {isLive(match.status) && <span className="ps-live-dot" aria-hidden="true" />}
          {MATCH_STATUS_LOOK[match.status].label}
        </Tag>
      ),
    },
    { title: 'Referee', key: 'referee', responsive: ['lg'], render: (_, match) => match.refereeName ?? <span className="ps-muted">Not assigned</span> },
    { title: <span className="ps-sr-only">Open</span>, key: 'open', width: 1, responsive: ['sm'], render: () => <RightOutlined className="ps-muted" aria-hidden /> },
  ];

  return (
    <section className="ps-card ps-card--flush" aria-labelledby="matches-title">
      <div className="ps-card__head ps-card__head--row">
        <div className="ps-card__head-text">
          <h2 id="matches-title" className="ps-card__title">
            Matches
          </h2>
          <p className="ps-muted">
            {matches.data ? `${plural(list.length, 'match', 'matches')}${division ? ` in ${division}` : ''}.` : 'Loading the schedule…'} Open a match to
            assign its referee or follow it live.
          </p>
        </div>
        {canManage && (
          <div className="ps-matches-actions">
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding('match')}>
              Add match
            </Button>
            <Button icon={<ApartmentOutlined aria-hidden />} onClick={() => setAdding('knockout')}>
              Add knockout
            </Button>
          </div>
        )}
        <ScheduleExports orgId={orgId} tournamentId={tournament.tournamentId} />
        {divisions.length > 0 && (
          <Select<string>
            allowClear
            value={division}
            onChange={(value) => onDivisionChange(value || undefined)}
            placeholder="All divisions"
            aria-label="Filter matches by division"
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
          locale={{ emptyText: division ? 'No matches in this division.' : 'No matches yet. Import the schedule from the Import tab, or add a match.' }}
          aria-label="Matches"
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
