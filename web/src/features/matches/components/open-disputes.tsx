import { Link } from '@tanstack/react-router';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessage } from '../../../lib/api-client';
import { useOpenDisputes, type OpenDisputes } from '../api/disputes';
import { dateTime, kickOffText } from '../format';
import { ResolveDisputeDialog } from './dispute-dialogs';

type Entry = OpenDisputes['disputes'][number];

/** The organizer's inbox of open disputes for the chosen tournament, with a count, resolved from here. */
export function OpenDisputes({ tournamentId }: { tournamentId: string }) {
  const intl = useIntl();
  const open = useOpenDisputes(tournamentId);
  const [resolving, setResolving] = useState<Entry>();
  const entries = open.data?.disputes ?? [];
  return (
    <section className="ps-card pm-open-disputes" aria-labelledby="open-disputes-title">
      <h2 className="ps-card__title" id="open-disputes-title">
        {intl.formatMessage({ id: 'organizer.openDisputes' })}
        {entries.length > 0 && (
          <span className="pm-dispute-count" aria-label={intl.formatMessage({ id: 'organizer.openCount' }, { count: entries.length })}>
            {entries.length}
          </span>
        )}
      </h2>
      {open.isError && !open.data ? (
        <Alert type="error" showIcon title={errorMessage(open.error)} />
      ) : open.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : entries.length === 0 ? (
        <p className="ps-muted">{intl.formatMessage({ id: 'organizer.noDisputes' })}</p>
      ) : (
        <ul className="pm-disputes" aria-label={intl.formatMessage({ id: 'organizer.openDisputes' })}>
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
                  {intl.formatMessage(
                    { id: 'organizer.disputeBy' },
                    { coach: entry.dispute.coachName, team: entry.dispute.teamName, when: dateTime(entry.dispute.openedAt), reason: entry.dispute.reason, b: (text) => <strong>{text}</strong> },
                  )}
                </span>
              </div>
              <Button type="primary" onClick={() => setResolving(entry)} aria-label={intl.formatMessage({ id: 'organizer.resolveOf' }, { home: entry.homeTeam, away: entry.awayTeam })}>
                {intl.formatMessage({ id: 'organizer.resolve' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {resolving && <ResolveDisputeDialog open onClose={() => setResolving(undefined)} match={{ ...resolving, tournamentId }} dispute={resolving.dispute} />}
    </section>
  );
}
