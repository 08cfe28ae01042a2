import { HistoryOutlined } from '@ant-design/icons';
import type { MatchView } from '@pitchside/shared';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useMatchAudit, type AuditEvent } from '../api/match-audit';
import { CARD_LABELS, dateTime } from '../format';
import { playerDisplayName } from '../../../i18n/player-name';
import { useIntl, type IntlShape } from 'react-intl';

/** Catalog ids of the steps that need no details. */
const WHAT: Record<string, string> = {
  start: 'audit.start',
  pause: 'audit.pause',
  resume: 'audit.resume',
  complete: 'audit.complete',
  reset: 'audit.reset',
  'goal-removed': 'audit.goalRemoved',
};

function describe(intl: IntlShape, entry: AuditEvent, match: MatchView): string {
  const event = entry.event as { teamType?: string; playerName?: string; cardType?: keyof typeof CARD_LABELS; matchTime?: number; minute?: number };
  const team = event.teamType === 'away' ? match.awayTeam : match.homeTeam;
  const player = playerDisplayName(intl, event.playerName ?? '');
  if (entry.type === 'goal') return intl.formatMessage({ id: 'audit.goal' }, { team, player, minute: event.matchTime ?? 'none' });
  const step = entry.event as { teamType?: string; reason?: string; homeScore?: number; awayScore?: number; previousHomeScore?: number; previousAwayScore?: number; note?: string };
  const withNote = (text: string) => (step.note ? intl.formatMessage({ id: 'audit.withNote' }, { text, note: step.note }) : text);
  if (entry.type === 'dispute-opened') return intl.formatMessage({ id: 'audit.disputeOpened' }, { team, reason: step.reason ?? '' });
  if (entry.type === 'dispute-upheld') return withNote(intl.formatMessage({ id: 'audit.disputeUpheld' }));
  if (entry.type === 'score-corrected') {
    return withNote(intl.formatMessage({ id: 'audit.scoreCorrected' }, { before: `${step.previousHomeScore}–${step.previousAwayScore}`, after: `${step.homeScore}–${step.awayScore}` }));
  }
  if (entry.type === 'card') {
    const card = intl.formatMessage({ id: event.cardType ? CARD_LABELS[event.cardType] : 'card.card' });
    return intl.formatMessage({ id: 'audit.card' }, { card, player, team, minute: event.minute ?? 'none' });
  }
  const what = WHAT[entry.type];
  return what ? intl.formatMessage({ id: what }) : entry.type;
}

/** The organizer's audit trail: who did what to the score and when (the server's log order). */
export function AuditSection({ match }: { match: MatchView }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const audit = useMatchAudit(match.tournamentId, match.matchId, open);
  return (
    <section className="ps-card pm-match-section" aria-labelledby="audit-title">
      <div className="pm-match-section__head">
        <h2 className="ps-card__title" id="audit-title">
          <HistoryOutlined aria-hidden /> {intl.formatMessage({ id: 'audit.title' })}
        </h2>
        <Button onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {intl.formatMessage({ id: open ? 'audit.hide' : 'audit.show' })}
        </Button>
      </div>
      {open &&
        (audit.isError ? (
          <Alert type="error" showIcon title={errorMessage(audit.error)} />
        ) : audit.isLoading ? (
          <p className="ps-muted">{intl.formatMessage({ id: 'audit.loading' })}</p>
        ) : (audit.data?.events.length ?? 0) === 0 ? (
          <p className="ps-muted">{intl.formatMessage({ id: 'audit.empty' })}</p>
        ) : (
          <ol className="pm-audit">
            {audit.data?.events.map((entry) => (
              <li key={entry.seq} className="pm-audit__item">
                <span className="pm-audit__what">{describe(intl, entry, match)}</span>
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
