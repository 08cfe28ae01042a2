import type { BoardMatch, MoveTarget, Pitch, ScheduleView } from '@pitchside/shared';
import { App, Empty } from 'antd';
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { saidText } from '../../../../i18n/said-text';
import { checkMove, isGenerated, NOT_GENERATED, PLAYED_STAYS, type BoardRules } from '../../board-rules';
import { divisionColors, matchLabel, pitchNames, unplacedEntries, violationsByMatch } from '../../schedule-labels';
import { toMinutes } from '../../time-grid';
import { PitchDelayDialog } from '../running-late/pitch-delay-dialog';
import { BoardBar } from './board-bar';
import { BoardStats } from './board-stats';
import { BrokenRulesAlert } from './broken-rules-alert';
import { DayGrid } from './day-grid';
import { MoveDialog } from './move-dialog';
import { MoveRefusalAlert } from './move-refusal-alert';
import { UnfinishedWriteAlert } from './unfinished-write-alert';
import { UnplacedPanel } from './unplaced-panel';
import { useBoardDrag, type DropColumn } from './use-board-drag';
import { useBoardMoves } from './use-board-moves';

export interface ScheduleBoardProps {
  orgId: string | undefined;
  tournamentId: string;
  view: ScheduleView;
  rules: BoardRules;
  day: string | undefined;
  onDayChange: (day: string) => void;
}

/**
 * The board: a day at a time, pitches across, time down. Drag a card (or use its Move dialog): the
 * target says live whether the match fits, an illegal drop is refused with the rule it breaks, and
 * the server checks again (a coach clash, which the board cannot see, comes back the same way).
 */
export function ScheduleBoard({ orgId, tournamentId, view, rules, day, onDayChange }: ScheduleBoardProps) {
  const { message } = App.useApp();
  const intl = useIntl();
  const [pixelsPerMinute, setPixelsPerMinute] = useState(1.8);
  const [late, setLate] = useState<Pitch>();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columns = useRef(new Map<string, HTMLDivElement>());

  const { setup } = view;
  const days = useMemo(() => [...setup.days].sort((a, b) => a.date.localeCompare(b.date)), [setup.days]);
  const current = days.find((candidate) => candidate.date === day) ?? days[0];
  const names = useMemo(() => pitchNames(setup), [setup]);
  const pitchName = useCallback((pitchId: string) => names.get(pitchId) ?? pitchId, [names]);
  const violations = useMemo(() => violationsByMatch(view.violations), [view.violations]);
  const entries = useMemo(() => unplacedEntries(intl, view.matches, view.unplaced, rules.teamName, rules.divisionName), [intl, view.matches, view.unplaced, rules]);
  const colors = useMemo(() => divisionColors(view.matches), [view.matches]);
  const byId = useMemo(() => new Map(view.matches.map((match) => [match.matchId, match])), [view.matches]);
  const dayMatches = useMemo(() => view.matches.filter((match) => match.pitchId && match.date === current?.date), [view.matches, current]);

  // The grid covers the day's window, and any match a shift pushed outside it.
  const open = Math.min(current ? toMinutes(current.start) : 9 * 60, ...dayMatches.map((match) => toMinutes(match.start)));
  const close = Math.max(current ? toMinutes(current.end) : 18 * 60, ...dayMatches.map((match) => (match.end ? toMinutes(match.end) : 0)));

  const check = useCallback((match: BoardMatch, target: MoveTarget) => checkMove(rules, match, target), [rules]);
  const moves = useBoardMoves({ orgId, tournamentId, currentDate: current?.date, pitchName, matchLabel: (match) => matchLabel(intl, match), onDayChange });

  const { drag, startDrag, consumeClick } = useBoardDrag(
    {
      date: current?.date ?? '',
      open,
      close,
      pixelsPerMinute,
      step: setup.startStepMinutes,
      columns: () => [...columns.current.entries()].map(([pitchId, element]): DropColumn => ({ pitchId, element })),
      scroller: () => scrollerRef.current,
    },
    check,
    moves.onDrop,
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, match: BoardMatch) => {
    const card = (event.currentTarget.closest('[data-match-id]') as HTMLElement | null) ?? event.currentTarget;
    const grab = match.pitchId ? (event.clientY - card.getBoundingClientRect().top) / pixelsPerMinute : 0;
    startDrag(event, match, grab);
  };

  const columnRef = useCallback((pitchId: string, element: HTMLDivElement | null) => {
    if (element) columns.current.set(pitchId, element);
    else columns.current.delete(pitchId);
  }, []);

  const dragStatus =
    drag?.target && drag.check
      ? `${pitchName(drag.target.pitchId)} ${drag.target.start}: ${drag.check.ok ? intl.formatMessage({ id: 'scheduling.free' }) : saidText(intl, drag.check.said, drag.check.reason)}`
      : '';

  return (
    <section className="ps-board" aria-label={intl.formatMessage({ id: 'scheduling.board' })}>
      {view.unfinishedWrite && <UnfinishedWriteAlert write={view.unfinishedWrite} />}

      <BoardStats
        placed={view.matches.filter((match) => match.pitchId).length}
        unplacedListed={entries.length}
        unplacedTotal={view.unplacedTotal}
        conflicts={view.violations.length}
        locked={view.matches.filter((match) => match.locked).length}
      />

      {view.violations.length > 0 && <BrokenRulesAlert violations={view.violations} byId={byId} />}

      <UnplacedPanel entries={entries} total={view.unplacedTotal} onPointerDown={onPointerDown} onPlace={moves.setMoving} />

      {days.length === 0 || setup.pitches.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'scheduling.boardEmpty' })} />
      ) : (
        <>
          <BoardBar days={days} activeDate={current?.date} onDayChange={onDayChange} matches={view.matches} colors={colors} pixelsPerMinute={pixelsPerMinute} onZoom={setPixelsPerMinute} />
          <p className="ps-board__help ps-muted">{intl.formatMessage({ id: 'scheduling.boardHelp' })}</p>
          {moves.refusal && <MoveRefusalAlert refusal={moves.refusal} onDismiss={moves.dismissRefusal} />}

          {current && (
            <DayGrid
              date={current.date}
              open={open}
              close={close}
              pitches={setup.pitches}
              matches={dayMatches}
              violations={violations}
              colors={colors}
              pixelsPerMinute={pixelsPerMinute}
              drag={drag}
              lengthOf={rules.lengthOf}
              lockPending={moves.lockPending}
              scrollerRef={scrollerRef}
              columnRef={columnRef}
              onPointerDown={onPointerDown}
              onOpen={(match) => {
                if (consumeClick()) return;
                if (match.played) void message.info(saidText(intl, { id: 'scheduling.rule.playedStays' }, PLAYED_STAYS));
                else if (!isGenerated(match)) void message.info(saidText(intl, { id: 'scheduling.rule.notGenerated' }, NOT_GENERATED));
                else moves.setMoving(match);
              }}
              onToggleLock={(match) => void moves.toggleLock(match)}
              onRunningLate={setLate}
            />
          )}
        </>
      )}
      <div className="ps-sr-only" aria-live="polite">
        {dragStatus}
      </div>

      <MoveDialog
        key={moves.moving?.matchId ?? 'closed'}
        match={moves.moving}
        pitches={setup.pitches}
        days={days}
        pitchName={pitchName}
        check={check}
        pending={moves.movePending}
        onMove={(match, target) => void moves.doMove(match, target)}
        onClose={() => moves.setMoving(undefined)}
      />
      <PitchDelayDialog orgId={orgId} tournamentId={tournamentId} pitch={late} date={current?.date ?? ''} matches={dayMatches} onClose={() => setLate(undefined)} />
    </section>
  );
}
