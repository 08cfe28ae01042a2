import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { MatchDispute, MatchView } from '@pitchside/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { dateTime } from '../format';
import { ResolveDisputeDialog } from './dispute-dialogs';

/** How a dispute ended (or that it has not), in words. */
export function disputeOutcome(dispute: MatchDispute): string {
  if (dispute.status === 'open') return 'Waiting for the organizer';
  const by = dispute.resolvedByName ? ` by ${dispute.resolvedByName}` : '';
  const when = dispute.resolvedAt ? ` · ${dateTime(dispute.resolvedAt)}` : '';
  return dispute.status === 'corrected' ? `Score corrected to ${dispute.correctedHomeScore}–${dispute.correctedAwayScore}${by}${when}` : `Result kept${by}${when}`;
}

/**
 * The match's disputes: the organizer reads all of them and resolves the open ones here; a coach reads their
 * own side's; anyone else who reads the match learns only that the result is disputed.
 */
export function DisputeSection({ match }: { match: MatchView }) {
  const [resolving, setResolving] = useState<MatchDispute>();
  const disputes = match.disputes ?? [];
  if (disputes.length === 0 && !match.disputed) return null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="disputes-title">
      <h2 className="ps-card__title" id="disputes-title">
        <ExclamationCircleOutlined aria-hidden /> {match.disputed ? 'Result disputed' : 'Disputes'}
      </h2>
      {disputes.length === 0 ? (
        <p className="ps-muted">A coach disputed this result. The organizer is reviewing it; the tables count it as it stands meanwhile.</p>
      ) : (
        <ul className="pm-disputes" aria-label="Disputes">
          {disputes.map((dispute) => (
            <li key={dispute.disputeId} className={`pm-dispute pm-dispute--${dispute.status}`}>
              <p className="pm-dispute__who">
                <strong>{dispute.coachName}</strong> disputed {dispute.homeScore}–{dispute.awayScore} for {dispute.teamName}
                <span className="ps-muted"> · {dateTime(dispute.openedAt)}</span>
              </p>
              <blockquote className="pm-dispute__reason">“{dispute.reason}”</blockquote>
              <p className="pm-dispute__outcome">
                <span className={`pm-status pm-status--${dispute.status === 'open' ? 'paused' : 'done'}`}>{dispute.status === 'open' ? 'Open' : 'Resolved'}</span> {disputeOutcome(dispute)}
              </p>
              {dispute.note && <p className="pm-dispute__note">Organizer’s note: {dispute.note}</p>}
              {dispute.status === 'open' && match.can.resolveDisputes && (
                <Button type="primary" onClick={() => setResolving(dispute)}>
                  Resolve dispute
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {resolving && (
        <ResolveDisputeDialog
          open
          onClose={() => setResolving(undefined)}
          tournamentId={match.tournamentId}
          matchId={match.matchId}
          dispute={resolving}
          homeTeam={match.homeTeam}
          awayTeam={match.awayTeam}
          homeScore={match.homeScore}
          awayScore={match.awayScore}
        />
      )}
    </section>
  );
}
