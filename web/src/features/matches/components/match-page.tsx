import '../matches.css';
import { isLive, type MatchView } from '@pitchside/shared';
import { Alert, Button } from 'antd';
import { useRef, useState } from 'react';
import { AccessDenied } from '../../../components/access-denied';
import { PageSpinner } from '../../../components/page-spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMatch } from '../api/get-match';
import { storedMatch } from '../console/match-sync-registry';
import { MatchReport } from './match-report';
import { RefereeConsole } from './referee-console';
import { useIntl } from 'react-intl';

export interface MatchPageProps {
  tournamentId: string;
  matchId: string;
}

/** How often to re-read: the console always (two phones on one match), others while the match is on. */
function refreshEvery(match: MatchView | undefined): number | false {
  if (!match) return false;
  if (match.can.run) return 5_000;
  if (isLive(match.effectiveStatus)) return 5_000;
  return match.effectiveStatus === 'completed' ? false : 30_000;
}

/** /admin/matches/$tournamentId/$matchId: the referee console for whoever runs the match, the match page for everyone else. */
export function MatchPage({ tournamentId, matchId }: MatchPageProps) {
  // The phone's copy (a console opened again without a connection): shown until the server answers.
  const intl = useIntl();
  const [stored] = useState(() => storedMatch(tournamentId, matchId));
  const query = useMatch(tournamentId, matchId, (read) => refreshEvery(read ?? stored ?? undefined));
  const match = query.data ?? stored ?? undefined;
  // Decided once per visit: the console for whoever runs a match that is not over (a referee who completes
  // it stays on the console); a completed match opens as the match page, even for an admin who may run it.
  const consoleMode = useRef<boolean | undefined>(stored ? true : undefined);
  if (match && consoleMode.current === undefined) consoleMode.current = match.can.run && match.status !== 'completed';

  if (!match) {
    if (query.isPending) return <PageSpinner />;
    if (query.error instanceof ApiError && query.error.status === 403) return <AccessDenied detail={query.error.message} />;
    return (
      <div className="ps-route-error">
        <Alert
          type="error"
          showIcon
          title={errorMessage(query.error)}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      </div>
    );
  }
  if (consoleMode.current && match.can.run) return <RefereeConsole tournamentId={tournamentId} matchId={matchId} serverMatch={query.data} initialMatch={match} />;
  return <MatchReport match={match} />;
}
