import { HistoryOutlined } from '@ant-design/icons';
import type { MatchView } from '@pitchside/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useMatchAudit, type AuditEvent } from '../api/match-audit';
import { CARD_LABELS, dateTime } from '../format';

const WHAT: Record<string, string> = {
  start: 'Started the match',
  pause: 'Paused',
  resume: 'Resumed',
  complete: 'Completed the match',
  reset: 'Reset the match',
  'goal-removed': 'Removed a goal',
};

function describe(entry: AuditEvent, match: MatchView): string {
  const event = entry.event as { teamType?: string; playerName?: string; cardType?: keyof typeof CARD_LABELS; matchTime?: number; minute?: number };
  const team = event.teamType === 'away' ? match.awayTeam : match.homeTeam;
  if (entry.type === 'goal') return `Goal for ${team}: ${event.playerName ?? ''}${event.matchTime === undefined ? '' : ` (${event.matchTime}')`}`;
  const step = entry.event as { teamType?: string; reason?: string; homeScore?: number; awayScore?: number; previousHomeScore?: number; previousAwayScore?: number; note?: string };
  const note = step.note ? ` (“${step.note}”)` : '';
  if (entry.type === 'dispute-opened') return `Disputed the result for ${team}: “${step.reason ?? ''}”`;
  if (entry.type === 'dispute-upheld') return `Kept the result after a dispute${note}`;
  if (entry.type === 'score-corrected') return `Corrected the score from ${step.previousHomeScore}–${step.previousAwayScore} to ${step.homeScore}–${step.awayScore}${note}`;
  if (entry.type === 'card') return `${event.cardType ? CARD_LABELS[event.cardType] : 'Card'} for ${event.playerName ?? ''} (${team})${event.minute === undefined ? '' : `, ${event.minute}'`}`;
  return WHAT[entry.type] ?? entry.type;
}

/** The organizer's audit trail: who did what to the score and when (the server's log order). */
export function AuditSection({ match }: { match: MatchView }) {
  const [open, setOpen] = useState(false);
  const audit = useMatchAudit(match.tournamentId, match.matchId, open);
  return (
    <section className="ps-card pm-match-section" aria-labelledby="audit-title">
      <div className="pm-match-section__head">
        <h2 className="ps-card__title" id="audit-title">
          <HistoryOutlined aria-hidden /> Audit trail
        </h2>
        <Button onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      {open &&
        (audit.isError ? (
          <Alert type="error" showIcon title={errorMessage(audit.error)} />
        ) : audit.isLoading ? (
          <p className="ps-muted">Loading…</p>
        ) : (audit.data?.events.length ?? 0) === 0 ? (
          <p className="ps-muted">Nothing recorded yet.</p>
        ) : (
          <ol className="pm-audit">
            {audit.data?.events.map((entry) => (
              <li key={entry.seq} className="pm-audit__item">
                <span className="pm-audit__what">{describe(entry, match)}</span>
                <span className="ps-muted">
                  {entry.byName} · {dateTime(entry.at)}
                </span>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
