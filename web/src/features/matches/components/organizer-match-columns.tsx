import { formatKickOff, type StoredMatchStatus } from '@pitchside/shared';
import { Link } from '@tanstack/react-router';
import { Select, type TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { TournamentMatch } from '../api/list-tournament-matches';
import { kickOffText, STATUS_LABELS, STATUS_TONES } from '../format';

export const UNASSIGNED = '';

export interface RefereeChoice {
  options: { value: string; label: string }[];
  assign: (matchId: string, refereeId: string) => void;
  /** The referees still loading, or this match's assignment on its way. */
  busy: (matchId: string) => boolean;
}

/**
 * The columns of the organizer's match list: kick-off (with any delay), the fixture linking to the match,
 * division, pitch, status and the referee — a choice for those who assign (`referee`), a name for the others.
 */
export function organizerMatchColumns(intl: IntlShape, tournamentId: string, referee: RefereeChoice | undefined): TableColumnsType<TournamentMatch> {
  const canAssign = referee !== undefined;
  const refereeOptions = referee?.options ?? [];
  return [
    {
      title: intl.formatMessage({ id: 'print.kickOff' }),
      key: 'kickoff',
      width: 150,
      render: (_, match) => <span className="pm-nowrap">{kickOffText(match.date, formatKickOff(match.time, match.delayMinutes))}</span>,
    },
    {
      title: intl.formatMessage({ id: 'organizer.match' }),
      key: 'match',
      render: (_, match) => (
        <Link to="/admin/matches/$tournamentId/$matchId" params={{ tournamentId, matchId: match.matchId }} className="pm-fixture">
          <span className="pm-fixture__team">{match.homeTeam}</span>
          <span className="pm-fixture__score">{match.status === '' ? intl.formatMessage({ id: 'organizer.vs' }) : `${match.homeScore}–${match.awayScore}`}</span>
          <span className="pm-fixture__team">{match.awayTeam}</span>
        </Link>
      ),
    },
    { title: intl.formatMessage({ id: 'organizer.division' }), dataIndex: 'division', key: 'division', responsive: ['lg'] },
    {
      title: intl.formatMessage({ id: 'print.pitch' }),
      key: 'field',
      responsive: ['md'],
      render: (_, match) => (match.field ? <span className="pm-nowrap">{match.field}</span> : <span className="ps-muted">—</span>),
    },
    {
      title: intl.formatMessage({ id: 'organizer.status' }),
      key: 'status',
      width: 110,
      render: (_, match) => {
        const status = match.status as StoredMatchStatus;
        return <span className={`pm-status pm-status--${STATUS_TONES[status] ?? 'idle'}`}>{STATUS_LABELS[status] ? intl.formatMessage({ id: STATUS_LABELS[status] }) : match.status}</span>;
      },
    },
    {
      title: intl.formatMessage({ id: 'organizer.referee' }),
      key: 'referee',
      width: 220,
      render: (_, match) =>
        canAssign ? (
          <Select
            value={match.refereeId ?? UNASSIGNED}
            options={
              match.refereeId && !refereeOptions.some((option) => option.value === match.refereeId)
                ? [...refereeOptions, { value: match.refereeId, label: match.refereeName ?? match.refereeId }]
                : refereeOptions
            }
            onChange={(refereeId) => referee?.assign(match.matchId, refereeId)}
            loading={referee?.busy(match.matchId)}
            aria-label={intl.formatMessage({ id: 'organizer.refereeFor' }, { home: match.homeTeam, away: match.awayTeam })}
            className="pm-referee-select"
            popupMatchSelectWidth={false}
          />
        ) : (
          (match.refereeName ?? <span className="ps-muted">{intl.formatMessage({ id: 'organizer.notAssigned' })}</span>)
        ),
    },
  ];
}
