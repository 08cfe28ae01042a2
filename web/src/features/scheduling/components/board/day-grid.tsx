import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { ageLabel, isAge, type BoardMatch, type Pitch, type Violation } from '@pitchside/shared';
import type { CSSProperties, PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { cardLanes, hourMarks, toHhmm, toMinutes } from '../../time-grid';
import { RunningLateButton } from '../running-late/running-late-button';
import { MatchCard } from './match-card';
import type { DragState } from './use-board-drag';
import { useIntl } from 'react-intl';
import { saidText } from '../../../../i18n/said-text';

export interface DayGridProps {
  date: string;
  open: number;
  close: number;
  pitches: Pitch[];
  matches: BoardMatch[];
  violations: Map<string, Violation[]>;
  colors: Map<string, { color: string }>;
  pixelsPerMinute: number;
  drag: DragState | undefined;
  lengthOf: (match: BoardMatch) => number;
  lockPending: string | undefined;
  scrollerRef: RefObject<HTMLDivElement | null>;
  columnRef: (pitchId: string, element: HTMLDivElement | null) => void;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>, match: BoardMatch) => void;
  onOpen: (match: BoardMatch) => void;
  onToggleLock: (match: BoardMatch) => void;
  /** Opens "running late" for a pitch on this day (absent: no button). */
  onRunningLate?: (pitch: Pitch) => void;
}

function agesText(ages: readonly string[], none: string): string {
  const labels = ages.filter(isAge).map((age) => ageLabel(age).replace('Under ', 'U'));
  if (labels.length === 0) return none;
  if (labels.length <= 3) return labels.join(', ');
  return `${labels[0]}–${labels[labels.length - 1]}`;
}

/**
 * One day of the board: pitches as columns, time running down, each match a card as tall as it lasts.
 * The header and the hour axis stay in view while the grid scrolls both ways.
 */
export function DayGrid({
  date,
  open,
  close,
  pitches,
  matches,
  violations,
  colors,
  pixelsPerMinute,
  drag,
  lengthOf,
  lockPending,
  scrollerRef,
  columnRef,
  onPointerDown,
  onOpen,
  onToggleLock,
  onRunningLate,
}: DayGridProps) {
  const intl = useIntl();
  const height = (close - open) * pixelsPerMinute;
  const y = (minute: number) => (minute - open) * pixelsPerMinute;
  const marks = hourMarks(open, close).filter((mark) => mark >= open && mark <= close);
  const lines: CSSProperties = {
    height,
    backgroundSize: `100% ${60 * pixelsPerMinute}px`,
    backgroundPositionY: `${y(Math.ceil(open / 60) * 60)}px`,
  };
  const target = drag?.target?.date === date ? drag.target : undefined;
  const check = target ? drag?.check : undefined;

  return (
    <div className="ps-grid" ref={scrollerRef} role="region" aria-label={intl.formatMessage({ id: 'scheduling.pitchesOn' }, { date })} tabIndex={0}>
      <div className="ps-grid__inner" style={{ gridTemplateColumns: `56px repeat(${pitches.length}, minmax(156px, 1fr))` }}>
        <div className="ps-grid__corner" aria-hidden />
        {pitches.map((pitch) => (
          <div key={pitch.id} className="ps-grid__head">
            <span className="ps-grid__pitch">{pitch.name}</span>
            <span className="ps-grid__pitch-meta">
              {pitch.size} · {agesText(pitch.ages, intl.formatMessage({ id: 'scheduling.noAgeGroup' }))}
            </span>
            {onRunningLate && <RunningLateButton pitch={pitch} matches={matches} onClick={() => onRunningLate(pitch)} />}
          </div>
        ))}
        <div className="ps-grid__axis" style={{ height }} aria-hidden>
          {marks.map((mark) => (
            <span key={mark} className="ps-grid__hour" style={{ top: y(mark) }}>
              {toHhmm(mark)}
            </span>
          ))}
        </div>
        {pitches.map((pitch) => (
          <div
            key={pitch.id}
            ref={(element) => columnRef(pitch.id, element)}
            className={`ps-grid__col${target?.pitchId === pitch.id ? ' ps-grid__col--target' : ''}`}
            style={lines}
            data-pitch-id={pitch.id}
            role="group"
            aria-label={`${pitch.name}, ${date}`}
            data-testid={`pitch-column-${pitch.name}`}
          >
            {(() => {
              const own = matches
                .filter((match) => match.pitchId === pitch.id)
                .map((match) => {
                  const start = toMinutes(match.start);
                  return { match, start, end: match.end ? toMinutes(match.end) : start + lengthOf(match) };
                });
              // A double booking is shown side by side, never one card on top of another.
              const lanes = cardLanes(own.map(({ match, start, end }) => ({ matchId: match.matchId, start, end })));
              return own.map(({ match, start, end }) => {
                const { lane, lanes: count } = lanes.get(match.matchId) ?? { lane: 0, lanes: 1 };
                const height = Math.max(24, (end - start) * pixelsPerMinute - 2);
                const laneStyle: CSSProperties = count > 1 ? { left: `calc(${(lane / count) * 100}% + 2px)`, right: 'auto', width: `calc(${100 / count}% - 4px)` } : {};
                return (
                  <MatchCard
                    key={match.matchId}
                    match={match}
                    compact={height < 56}
                    style={{ top: y(start), height, ...laneStyle, ['--ps-division' as string]: colors.get(match.divisionId)?.color }}
                    violations={violations.get(match.matchId) ?? []}
                    dragging={drag?.match.matchId === match.matchId}
                    lockPending={lockPending === match.matchId}
                    onPointerDown={(event) => onPointerDown(event, match)}
                    onOpen={() => onOpen(match)}
                    onToggleLock={() => onToggleLock(match)}
                  />
                );
              });
            })()}
            {target?.pitchId === pitch.id && drag && check && (
              <div
                className={`ps-ghost ${check.ok ? 'ps-ghost--ok' : 'ps-ghost--refused'}`}
                style={{ top: y(toMinutes(target.start)), height: Math.max(28, lengthOf(drag.match) * pixelsPerMinute - 2) }}
                data-testid="drop-preview"
              >
                <span className="ps-ghost__time">
                  {check.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />} {target.start}
                </span>
                <span className="ps-ghost__text">{check.ok ? intl.formatMessage({ id: 'scheduling.dropHere' }) : saidText(intl, check.said, check.reason)}</span>
              </div>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
