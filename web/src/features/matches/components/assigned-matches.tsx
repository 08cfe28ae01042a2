import { EnvironmentOutlined, RightOutlined } from '@ant-design/icons';
import { formatKickOff, type MatchView } from '@pitchside/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Skeleton } from 'antd';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { matchRostersQueryOptions } from '../api/get-match-rosters';
import { useAssignedMatches } from '../../../api/matches/list-assigned-matches';
import { matchSyncFor } from '../console/match-sync-registry';
import { MAX_CACHED_ROSTERS } from '../console/roster-cache';
import { kickOffText, STATUS_LABELS, STATUS_TONES } from '../format';
import { useIntl } from 'react-intl';
import { withSlotNames } from '../../../i18n/slot-name';

/** A referee's matches as big cards, today's first: one tap opens the console. */
export function AssignedMatches() {
  const intl = useIntl();
  const assigned = useAssignedMatches();
  usePrefetchRosters(assigned.data?.matches);
  return (
    <section className="pm-assigned" aria-labelledby="assigned-title">
      <h2 className="pm-section-title" id="assigned-title">
        {intl.formatMessage({ id: 'assigned.title' })}
      </h2>
      {assigned.isError && !assigned.data ? (
        <Alert type="error" showIcon title={errorMessage(assigned.error)} />
      ) : assigned.isPending ? (
        <Skeleton active />
      ) : assigned.data.matches.length === 0 ? (
        <p className="ps-card ps-muted">{intl.formatMessage({ id: 'assigned.none' })}</p>
      ) : (
        <ul className="pm-match-cards">
          {assigned.data.matches.map((match) => (
            <li key={`${match.tournamentId}/${match.matchId}`}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * How many of the referee's unfinished matches' squads the list keeps on the phone ahead of time: as many as
 * the phone keeps, so a match left live elsewhere (a colleague's, a test's) never pushes the next one out.
 */
const PREFETCHED_ROSTERS = MAX_CACHED_ROSTERS;

/**
 * The squads of the referee's next matches, read while the list is open (usually in the dressing room, on
 * Wi-Fi) and kept on the phone: a console first opened at the touchline without signal still names scorers.
 */
function usePrefetchRosters(matches: MatchView[] | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const next = (matches ?? []).filter((match) => match.can.run && match.effectiveStatus !== 'completed').slice(0, PREFETCHED_ROSTERS);
    for (const match of next) void queryClient.prefetchQuery(matchRostersQueryOptions(match.tournamentId, match.matchId));
  }, [matches, queryClient]);
}

/** One match as a big card that opens its page; `note` replaces the referee's queue count (a coach's list). */
export function MatchCard({ match: stored, note }: { match: MatchView; note?: ReactNode }) {
  const intl = useIntl();
  const match = withSlotNames(intl, stored);
  const status = match.effectiveStatus;
  const started = status !== '';
  return (
    <Link
      to="/admin/matches/$tournamentId/$matchId"
      params={{ tournamentId: match.tournamentId, matchId: match.matchId }}
      className="pm-match-card"
      aria-label={`${intl.formatMessage({ id: 'assigned.against' }, { home: match.homeTeam, away: match.awayTeam })}, ${kickOffText(match.date, formatKickOff(match.time, match.delayMinutes))}, ${intl.formatMessage({ id: STATUS_LABELS[status] })}${started ? ` ${match.homeScore}–${match.awayScore}` : ''}`}
    >
      <span className="pm-match-card__top">
        <span className="pm-match-card__when">{kickOffText(match.date, formatKickOff(match.time, match.delayMinutes))}</span>
        <span className={`pm-status pm-status--${STATUS_TONES[status]}`}>{intl.formatMessage({ id: STATUS_LABELS[status] })}</span>
      </span>
      <span className="pm-match-card__teams">
        <span className="pm-match-card__line">
          <span className="pm-match-card__team">{match.homeTeam}</span>
          {started && <span className="pm-match-card__score">{match.homeScore}</span>}
        </span>
        <span className="pm-match-card__line">
          <span className="pm-match-card__team">{match.awayTeam}</span>
          {started && <span className="pm-match-card__score">{match.awayScore}</span>}
        </span>
      </span>
      <span className="pm-match-card__bottom">
        <span>
          {match.field && (
            <>
              <EnvironmentOutlined aria-hidden /> {match.field} ·{' '}
            </>
          )}
          {match.division}
        </span>
        {note ?? <WaitingCount tournamentId={match.tournamentId} matchId={match.matchId} />}
        <RightOutlined aria-hidden className="pm-match-card__chevron" />
      </span>
    </Link>
  );
}

/** Taps of this match still only on this phone (its queue keeps sending them from here). */
function WaitingCount({ tournamentId, matchId }: { tournamentId: string; matchId: string }) {
  const intl = useIntl();
  const sync = useMemo(() => matchSyncFor(tournamentId, matchId), [tournamentId, matchId]);
  const pending = useSyncExternalStore(sync.subscribe, () => sync.getSnapshot().pending.length);
  if (pending === 0) return null;
  return <span className="pm-match-card__waiting">{intl.formatMessage({ id: 'sync.waitingCount' }, { count: pending })}</span>;
}
