import { ExclamationCircleOutlined } from '@ant-design/icons';
import type { MatchDispute, MatchView } from '@pitchside/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { dateTime } from '../format';
import { ResolveDisputeDialog } from './dispute-dialogs';

/** How a dispute ended (or that it has not), in words. */
export function disputeOutcome(intl: IntlShape, dispute: MatchDispute): string {
  if (dispute.status === 'open') return intl.formatMessage({ id: 'organizer.dispute.waiting' });
  const by = dispute.resolvedByName ? intl.formatMessage({ id: 'organizer.dispute.by' }, { name: dispute.resolvedByName }) : '';
  const when = dispute.resolvedAt ? ` · ${dateTime(dispute.resolvedAt)}` : '';
  const outcome =
    dispute.status === 'corrected'
      ? intl.formatMessage({ id: 'organizer.dispute.corrected' }, { home: dispute.correctedHomeScore ?? 0, away: dispute.correctedAwayScore ?? 0 })
      : intl.formatMessage({ id: 'organizer.dispute.kept' });
  return `${outcome}${by}${when}`;
}

/**
 * The match's disputes: the organizer reads all of them and resolves the open ones here; a coach reads their
 * own side's; anyone else who reads the match learns only that the result is disputed.
 */
export function DisputeSection({ match }: { match: MatchView }) {
  const intl = useIntl();
  const [resolving, setResolving] = useState<MatchDispute>();
  const disputes = match.disputes ?? [];
  if (disputes.length === 0 && !match.disputed) return null;
  return (
    <section className="ps-card pm-match-section" aria-labelledby="disputes-title">
      <h2 className="ps-card__title" id="disputes-title">
        <ExclamationCircleOutlined aria-hidden /> {intl.formatMessage({ id: match.disputed ? 'organizer.dispute.resultDisputed' : 'organizer.dispute.title' })}
      </h2>
      {disputes.length === 0 ? (
        <p className="ps-muted">{intl.formatMessage({ id: 'organizer.dispute.reviewing' })}</p>
      ) : (
        <ul className="pm-disputes" aria-label={intl.formatMessage({ id: 'organizer.dispute.title' })}>
          {disputes.map((dispute) => (
            <li key={dispute.disputeId} className={`pm-dispute pm-dispute--${dispute.status}`}>
              <p className="pm-dispute__who">
                {intl.formatMessage(
                  { id: 'organizer.dispute.who' },
                  { coach: dispute.coachName, home: dispute.homeScore, away: dispute.awayScore, team: dispute.teamName, b: (text) => <strong>{text}</strong> },
                )}
                <span className="ps-muted"> · {dateTime(dispute.openedAt)}</span>
              </p>
              <blockquote className="pm-dispute__reason">“{dispute.reason}”</blockquote>
              <p className="pm-dispute__outcome">
                <span className={`pm-status pm-status--${dispute.status === 'open' ? 'paused' : 'done'}`}>
                  {intl.formatMessage({ id: dispute.status === 'open' ? 'organizer.dispute.open' : 'organizer.dispute.resolved' })}
                </span>{' '}
                {disputeOutcome(intl, dispute)}
              </p>
              {dispute.note && <p className="pm-dispute__note">{intl.formatMessage({ id: 'organizer.dispute.note' }, { note: dispute.note })}</p>}
              {dispute.status === 'open' && match.can.resolveDisputes && (
                <Button type="primary" onClick={() => setResolving(dispute)}>
                  {intl.formatMessage({ id: 'organizer.dispute.resolve' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {resolving && <ResolveDisputeDialog open onClose={() => setResolving(undefined)} match={match} dispute={resolving} />}
    </section>
  );
}
