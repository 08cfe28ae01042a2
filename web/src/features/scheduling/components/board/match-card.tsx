import { ExclamationCircleFilled, LockFilled, UnlockOutlined } from '@ant-design/icons';
import { formatKickOff, type BoardMatch, type Violation } from '@pitchside/shared';
import { Tooltip } from 'antd';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';
import { isGenerated } from '../../board-rules';
import { matchContext, matchLabel, teamText } from '../../schedule-labels';
import { useIntl } from 'react-intl';
import { wordedText } from '../../../../i18n/said-text';

export interface MatchCardProps {
  match: BoardMatch;
  style: CSSProperties;
  /** A short card (a short match, a compact zoom): the teams only, each on one line; the rest in the tooltip. */
  compact?: boolean;
  violations: Violation[];
  /** Being dragged: the card stays in place, faded, while its ghost shows the target. */
  dragging: boolean;
  lockPending: boolean;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onOpen: () => void;
  onToggleLock: () => void;
}

/**
 * A match on the board: kick-off, the teams, the division; a lock; the rules it breaks, in red. The main
 * button is the drag handle (mouse, pen) and opens the Move dialog on a click, a tap or Enter.
 */
export function MatchCard({ match, style, compact = false, violations, dragging, lockPending, onPointerDown, onOpen, onToggleLock }: MatchCardProps) {
  const intl = useIntl();
  // A lock keeps a match in place when the rest is regenerated; the organizer may still move it by hand.
  const movable = !match.played && isGenerated(match);
  const label = matchLabel(intl, match);
  const conflict = violations.length > 0;
  const className = [
    'ps-card-match',
    conflict ? 'ps-card-match--conflict' : '',
    match.locked ? 'ps-card-match--locked' : '',
    match.played || !isGenerated(match) ? 'ps-card-match--played' : '',
    dragging ? 'ps-card-match--dragging' : '',
    compact ? 'ps-card-match--compact' : '',
  ]
    .filter(Boolean)
    .join(' ');
  // Running late: the card stays at its published slot and says when it is expected ('10:45 (+20)').
  const late = match.delayMinutes ? intl.formatMessage({ id: 'scheduling.card.expected' }, { time: formatKickOff(match.start, match.delayMinutes) }) : '';
  const state = match.played
    ? intl.formatMessage({ id: 'scheduling.card.played' })
    : !isGenerated(match)
      ? intl.formatMessage({ id: 'scheduling.card.imported' })
      : match.locked
        ? intl.formatMessage({ id: 'scheduling.card.locked' })
        : '';
  return (
    <div className={className} style={style} data-match-id={match.matchId} data-testid="board-match">
      <button
        type="button"
        className="ps-card-match__main"
        onPointerDown={movable ? onPointerDown : undefined}
        onClick={onOpen}
        aria-label={`${label}, ${match.start}–${match.end}${late}${state ? `, ${state}` : ''}${conflict ? intl.formatMessage({ id: 'scheduling.card.breaks' }, { count: violations.length }) : ''}${intl.formatMessage({ id: 'scheduling.card.move' })}`}
        // The whole card in words on hover: a name cut short on a narrow column is never lost.
        title={[`${match.start}–${match.end}${late} ${label}`, matchContext(intl, match), ...violations.map((violation) => wordedText(intl, violation))].join('\n')}
      >
        <span className="ps-card-match__time">
          {conflict && <ExclamationCircleFilled className="ps-card-match__warn" aria-hidden />}
          {match.start}–{match.end}
          {match.delayMinutes ? <span className="ps-card-match__late">{formatKickOff(match.start, match.delayMinutes)}</span> : null}
        </span>
        {/* One line per team, each cut with an ellipsis: 'A v B' wrapped at any word read as a jumble at laptop width. */}
        <span className="ps-card-match__teams">
          <span className="ps-card-match__team">{teamText(intl, match, match.homeTeam)}</span>
          <span className="ps-card-match__team">
            <span className="ps-card-match__v">{intl.formatMessage({ id: 'scheduling.card.versus' })} </span>
            {teamText(intl, match, match.awayTeam)}
          </span>
        </span>
        <span className="ps-card-match__meta">{matchContext(intl, match)}</span>
        {conflict && <span className="ps-card-match__problem">{violations[0] ? wordedText(intl, violations[0]) : ''}</span>}
      </button>
      {!match.played && isGenerated(match) && (
        <Tooltip title={intl.formatMessage({ id: match.locked ? 'scheduling.card.lockedTip' : 'scheduling.card.lockTip' })}>
          <button
            type="button"
            className="ps-card-match__lock"
            aria-pressed={match.locked}
            aria-label={intl.formatMessage({ id: match.locked ? 'scheduling.card.unlock' : 'scheduling.card.lock' }, { match: label })}
            disabled={lockPending}
            onClick={onToggleLock}
          >
            {match.locked ? <LockFilled aria-hidden /> : <UnlockOutlined aria-hidden />}
          </button>
        </Tooltip>
      )}
    </div>
  );
}
