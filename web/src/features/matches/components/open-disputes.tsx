import { Link } from '@tanstack/react-router';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useOpenDisputes, type OpenDisputes } from '../api/disputes';
import { dateTime, kickOffText } from '../format';
import { ResolveDisputeDialog } from './dispute-dialogs';

type Entry = OpenDisputes['disputes'][number];

/** The organizer's inbox of open disputes for the chosen tournament, with a count, resolved from here. */
export function OpenDisputes({ tournamentId }: { tournamentId: string }) {
  const open = useOpenDisputes(tournamentId);
  const [resolving, setResolving] = useState<Entry>();
  const entries = open.data?.disputes ?? [];
  return (
    <section className="ps-card pm-open-disputes" aria-labelledby="open-disputes-title">
      <h2 className="ps-card__title" id="open-disputes-title">
        Open disputes
        {entries.length > 0 && (
          <span className="pm-dispute-count" aria-label={`${entries.length} open`}>
            {entries.length}
          </span>
        )}
      </h2>
      {open.isError && !open.data ? (
        <Alert type="error" showIcon title={errorMessage(open.error)} />
      ) : open.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : entries.length === 0 ? (
        <p className="ps-muted">No open disputes. When a coach disputes a result, it appears here for you to resolve.</p>
      ) : (
        <ul className="pm-disputes" aria-label="Open disputes">
          {entries.map((entry) => (
            <li key={entry.dispute.disputeId} className="pm-open-disputes__item">
              <div className="pm-open-disputes__text">
                <Link to="/admin/matches/$tournamentId/$matchId" params={{ tournamentId, matchId: entry.matchId }}>
                  {entry.homeTeam} {entry.homeScore}–{entry.awayScore} {entry.awayTeam}
                </Link>
                <span className="ps-muted">
                  {entry.division} · {kickOffText(entry.date, entry.time)}
                </span>
                <span>
                  <strong>{entry.dispute.coachName}</strong> ({entry.dispute.teamName}), {dateTime(entry.dispute.openedAt)}: “{entry.dispute.reason}”
                </span>
              </div>
              <Button type="primary" onClick={() => setResolving(entry)} aria-label={`Resolve the dispute of ${entry.homeTeam} – ${entry.awayTeam}`}>
                Resolve
              </Button>
            </li>
          ))}
        </ul>
      )}
      {resolving && (
        <ResolveDisputeDialog
          open
          onClose={() => setResolving(undefined)}
          tournamentId={tournamentId}
          matchId={resolving.matchId}
          dispute={resolving.dispute}
          homeTeam={resolving.homeTeam}
          awayTeam={resolving.awayTeam}
          homeScore={resolving.homeScore}
          awayScore={resolving.awayScore}
        />
      )}
    </section>
  );
}
