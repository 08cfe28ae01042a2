import { DeleteOutlined } from '@ant-design/icons';
import type { Card, Goal, MatchView } from '@pitchside/shared';
import { Button } from 'antd';
import { CARD_LABELS } from '../format';
import { goalDescriptions, goalWords } from '../goal-labels';
import { playerDisplayName } from '../../../i18n/player-name';
import { useIntl, type IntlShape } from 'react-intl';

type Entry = { kind: 'goal'; item: Goal; minute: number } | { kind: 'card'; item: Card; minute: number };

export interface MatchTimelineProps {
  match: Pick<MatchView, 'homeTeam' | 'awayTeam'>;
  goals: readonly Goal[];
  cards: readonly Card[];
  /** Ids of goals and cards that are still only on this phone. */
  waiting?: ReadonlySet<string>;
  /** Offered on each goal when the viewer runs the match; `description` names the scorer and minute ('Anna Berg, 23''). */
  onRemoveGoal?: (goal: Goal, description: string) => void;
}

/** A football, drawn (emoji fonts are missing on some phones and in headless browsers). */
function BallIcon() {
  const intl = useIntl();
  return (
    <svg className="pm-timeline__icon" viewBox="0 0 24 24" role="img" aria-label={intl.formatMessage({ id: 'match.goal' })}>
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="currentColor" strokeWidth="1.6" />
      <path d="M12 7.2l4.1 3-1.6 4.8h-5l-1.6-4.8z" fill="currentColor" />
      <path d="M12 7.2V2.5M16.1 10.2l4.6-1.5M14.5 15l2.8 3.9M9.5 15l-2.8 3.9M7.9 10.2L3.3 8.7" stroke="currentColor" strokeWidth="1.4" fill="none" />
    </svg>
  );
}

const playerLabel = (intl: IntlShape, item: { playerName: string }, jersey?: number) =>
  jersey === undefined ? playerDisplayName(intl, item.playerName) : `${playerDisplayName(intl, item.playerName)} (#${jersey})`;

/** Goals and cards in match order, each under its side. */
export function MatchTimeline({ match, goals, cards, waiting, onRemoveGoal }: MatchTimelineProps) {
  const intl = useIntl();
  const entries: Entry[] = [...goals.map((item): Entry => ({ kind: 'goal', item, minute: item.matchTime })), ...cards.map((item): Entry => ({ kind: 'card', item, minute: item.minute }))].sort(
    (a, b) => a.minute - b.minute || a.item.timestamp.localeCompare(b.item.timestamp),
  );

  const descriptions = goalDescriptions(goals, (side) => (side === 'home' ? match.homeTeam : match.awayTeam), goalWords(intl));

  if (entries.length === 0) return <p className="pm-timeline__empty">{intl.formatMessage({ id: 'console.noEventsYet' })}</p>;
  return (
    <ol className="pm-timeline" aria-label={intl.formatMessage({ id: 'console.goalsAndCards' })}>
      {entries.map((entry) => {
        const team = entry.item.teamType === 'home' ? match.homeTeam : match.awayTeam;
        const pendingHere = waiting?.has(entry.item.id);
        const who = playerLabel(intl, entry.item, entry.item.jerseyNumber);
        const description = entry.kind === 'goal' ? (descriptions.get(entry.item.id) ?? `${playerDisplayName(intl, entry.item.playerName)}, ${entry.minute}'`) : '';
        return (
          <li key={`${entry.kind}-${entry.item.id}`} className={`pm-timeline__item pm-timeline__item--${entry.item.teamType}`}>
            <span className="pm-timeline__minute">{entry.minute}&apos;</span>
            {entry.kind === 'goal' ? (
              <BallIcon />
            ) : (
              <span className={`pm-card-chip pm-card-chip--${entry.item.cardType}`} role="img" aria-label={intl.formatMessage({ id: CARD_LABELS[entry.item.cardType] })} />
            )}
            <span className="pm-timeline__text">
              <span className="pm-timeline__who">{who}</span>
              <span className="pm-timeline__team">
                {team}
                {entry.kind === 'card' && ` · ${intl.formatMessage({ id: CARD_LABELS[entry.item.cardType] })}`}
                {pendingHere && <span className="pm-timeline__waiting"> · {intl.formatMessage({ id: 'console.waitingToSave' })}</span>}
              </span>
            </span>
            {entry.kind === 'goal' && onRemoveGoal && (
              <Button
                className="pm-timeline__remove"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={intl.formatMessage({ id: 'console.removeGoalBy' }, { description })}
                onClick={() => onRemoveGoal(entry.item, description)}
              >
                {intl.formatMessage({ id: 'console.remove' })}
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
