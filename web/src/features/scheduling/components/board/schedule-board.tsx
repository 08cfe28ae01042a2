import { ExclamationCircleFilled, LockFilled } from '@ant-design/icons';
import type { BoardMatch, MoveTarget, Pitch, ScheduleView } from '@pitchside/shared';
import { Alert, App, Empty, Segmented, Tabs } from 'antd';
import { useCallback, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { formatShortDay } from '../../../../lib/format';
import { useLockScheduledMatch } from '../../api/lock-scheduled-match';
import { useMoveScheduledMatch } from '../../api/move-scheduled-match';
import { checkMove, isGenerated, NOT_GENERATED, PLAYED_STAYS, type BoardRules } from '../../board-rules';
import { divisionColors, matchLabel, pitchNames, unplacedEntries, violationsByMatch, violationText } from '../../schedule-labels';
import { toMinutes } from '../../time-grid';
import { DayGrid } from './day-grid';
import { PitchDelayDialog } from '../running-late/pitch-delay-dialog';
import { MoveDialog } from './move-dialog';
import { UnplacedPanel } from './unplaced-panel';
import { useBoardDrag, type DropColumn } from './use-board-drag';
import { useIntl } from 'react-intl';
import { ruleText } from '../../../../i18n/rule-text';

export interface ScheduleBoardProps {
  orgId: string | undefined;
  tournamentId: string;
  view: ScheduleView;
  rules: BoardRules;
  day: string | undefined;
  onDayChange: (day: string) => void;
}

// Labels are message ids, read in the component.
const ZOOMS = [
  { value: 1.2, label: 'scheduling.zoom.compact' },
  { value: 1.8, label: 'scheduling.zoom.comfortable' },
  { value: 2.6, label: 'scheduling.zoom.large' },
];

interface Refusal {
  label: string;
  where: string;
  reasons: string[];
}

/**
 * The board: a day at a time, pitches across, time down. Drag a card (or use its Move dialog): the
 * target says live whether the match fits, an illegal drop is refused with the rule it breaks, and
 * the server checks again (a coach clash, which the board cannot see, comes back the same way).
 */
export function ScheduleBoard({ orgId, tournamentId, view, rules, day, onDayChange }: ScheduleBoardProps) {
  const { message } = App.useApp();
  const intl = useIntl();
  const move = useMoveScheduledMatch(orgId, tournamentId);
  const lock = useLockScheduledMatch(orgId, tournamentId);
  const [pixelsPerMinute, setPixelsPerMinute] = useState(1.8);
  const [moving, setMoving] = useState<BoardMatch>();
  const [late, setLate] = useState<Pitch>();
  const [refusal, setRefusalState] = useState<Refusal>();
  // Refused: said beside the grid (it stays until the next move) and in a toast, in view wherever the drop was.
  const setRefusal = (next: Refusal | undefined) => {
    setRefusalState(next);
    if (next) void message.error(intl.formatMessage({ id: 'scheduling.moveRefused' }, { reason: next.reasons[0] ?? '' }));
  };
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

  const doMove = async (match: BoardMatch, target: MoveTarget) => {
    const where = `${pitchName(target.pitchId)}, ${formatShortDay(target.date)} ${target.start}`;
    try {
      await move.mutateAsync({ matchId: match.matchId, ...target });
      setRefusal(undefined);
      setMoving(undefined);
      void message.success(intl.formatMessage({ id: 'scheduling.movedTo' }, { match: matchLabel(intl, match), where }));
      if (target.date !== current?.date) onDayChange(target.date);
    } catch (error) {
      setMoving(undefined);
      // The server refuses with the rule's English sentence (the same rules as the drag's check): worded here.
      setRefusal({ label: matchLabel(intl, match), where, reasons: [ruleText(intl, errorMessage(error))] });
    }
  };

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
    ({ match, target, check: result }) => {
      if (match.pitchId === target.pitchId && match.date === target.date && match.start === target.start) return;
      if (!result.ok) {
        const reasons = [...new Set((result.violations.length > 0 ? result.violations.map((violation) => violation.message) : [result.reason]).map((text) => ruleText(intl, text)))];
        setRefusal({ label: matchLabel(intl, match), where: `${pitchName(target.pitchId)}, ${formatShortDay(target.date)} ${target.start}`, reasons });
        return;
      }
      void doMove(match, target);
    },
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>, match: BoardMatch) => {
    const card = (event.currentTarget.closest('[data-match-id]') as HTMLElement | null) ?? event.currentTarget;
    const grab = match.pitchId ? (event.clientY - card.getBoundingClientRect().top) / pixelsPerMinute : 0;
    startDrag(event, match, grab);
  };

  const toggleLock = async (match: BoardMatch) => {
    try {
      await lock.mutateAsync({ matchId: match.matchId, locked: !match.locked });
      void message.success(intl.formatMessage({ id: match.locked ? 'scheduling.unlockedMatch' : 'scheduling.lockedMatch' }, { match: matchLabel(intl, match) }));
    } catch (error) {
      void message.error(ruleText(intl, errorMessage(error)));
    }
  };

  const columnRef = useCallback((pitchId: string, element: HTMLDivElement | null) => {
    if (element) columns.current.set(pitchId, element);
    else columns.current.delete(pitchId);
  }, []);

  const placed = view.matches.filter((match) => match.pitchId).length;
  const locked = view.matches.filter((match) => match.locked).length;
  const dragStatus =
    drag?.target && drag.check ? `${pitchName(drag.target.pitchId)} ${drag.target.start}: ${drag.check.ok ? intl.formatMessage({ id: 'scheduling.free' }) : ruleText(intl, drag.check.reason)}` : '';

  return (
    <section className="ps-board" aria-label={intl.formatMessage({ id: 'scheduling.board' })}>
      {view.unfinishedWrite && (
        <Alert
          type={view.unfinishedWrite.interrupted ? 'warning' : 'info'}
          showIcon
          title={
            view.unfinishedWrite.interrupted
              ? intl.formatMessage({ id: view.unfinishedWrite.kind === 'generate' ? 'scheduling.unfinished.generateStopped' : 'scheduling.unfinished.restoreStopped' })
              : intl.formatMessage({ id: view.unfinishedWrite.kind === 'generate' ? 'scheduling.unfinished.generating' : 'scheduling.unfinished.restoring' })
          }
          description={view.unfinishedWrite.interrupted ? intl.formatMessage({ id: 'scheduling.unfinished.stoppedHint' }) : intl.formatMessage({ id: 'scheduling.unfinished.runningHint' })}
        />
      )}

      <dl className="ps-board__stats" aria-label={intl.formatMessage({ id: 'scheduling.stats' })}>
        <div>
          <dt>{intl.formatMessage({ id: 'scheduling.stat.placed' })}</dt>
          <dd>{intl.formatNumber(placed)}</dd>
        </div>
        <div className={entries.length > 0 ? 'ps-board__stat--warn' : ''}>
          <dt>{intl.formatMessage({ id: 'scheduling.stat.unplaced' })}</dt>
          <dd>{intl.formatNumber(Math.max(entries.length, view.unplacedTotal ?? 0))}</dd>
        </div>
        <div className={view.violations.length > 0 ? 'ps-board__stat--bad' : ''}>
          <dt>{intl.formatMessage({ id: 'scheduling.stat.conflicts' })}</dt>
          <dd>{intl.formatNumber(view.violations.length)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'scheduling.stat.locked' })}</dt>
          <dd>{intl.formatNumber(locked)}</dd>
        </div>
      </dl>

      {view.violations.length > 0 && (
        <Alert
          type="error"
          showIcon
          icon={<ExclamationCircleFilled />}
          title={intl.formatMessage({ id: 'scheduling.brokenRules' }, { count: view.violations.length })}
          description={
            <ul className="ps-reasons ps-reasons--columns">
              {view.violations.slice(0, 12).map((violation, index) => (
                <li key={`${violation.matchId}-${violation.code}-${index}`}>{violationText(intl, violation, byId)}</li>
              ))}
              {view.violations.length > 12 && <li>{intl.formatMessage({ id: 'scheduling.moreBroken' }, { count: view.violations.length - 12 })}</li>}
            </ul>
          }
        />
      )}

      <UnplacedPanel entries={entries} total={view.unplacedTotal} onPointerDown={onPointerDown} onPlace={setMoving} />

      {days.length === 0 || setup.pitches.length === 0 ? (
        <Empty description={intl.formatMessage({ id: 'scheduling.boardEmpty' })} />
      ) : (
        <>
          <div className="ps-board__bar">
            <Tabs
              className="ps-board__days"
              activeKey={current?.date}
              onChange={onDayChange}
              items={days.map((candidate) => ({
                key: candidate.date,
                label: (
                  <span>
                    {formatShortDay(candidate.date)} <span className="ps-board__count">{view.matches.filter((match) => match.pitchId && match.date === candidate.date).length}</span>
                  </span>
                ),
              }))}
            />
            <div className="ps-board__tools">
              <span className="ps-board__legend" aria-hidden>
                {[...colors.values()].map(({ name, color }) => (
                  <span key={name} className="ps-legend__division">
                    <span className="ps-legend" style={{ background: color }} /> {name}
                  </span>
                ))}
                <span className="ps-legend ps-legend--conflict" /> {intl.formatMessage({ id: 'scheduling.legend.conflict' })}
                <LockFilled className="ps-legend__lock" /> {intl.formatMessage({ id: 'scheduling.legend.locked' })}
              </span>
              <Segmented
                aria-label={intl.formatMessage({ id: 'scheduling.zoom' })}
                size="small"
                value={pixelsPerMinute}
                onChange={(value) => setPixelsPerMinute(Number(value))}
                options={ZOOMS.map((zoom) => ({ value: zoom.value, label: intl.formatMessage({ id: zoom.label }) }))}
              />
            </div>
          </div>
          <p className="ps-board__help ps-muted">{intl.formatMessage({ id: 'scheduling.boardHelp' })}</p>
          {refusal && (
            <Alert
              className="ps-board__refusal"
              type="error"
              showIcon
              closable={{ onClose: () => setRefusal(undefined), 'aria-label': intl.formatMessage({ id: 'scheduling.dismiss' }) }}
              role="alert"
              title={intl.formatMessage({ id: 'scheduling.moveRefusedTo' }, { match: refusal.label, where: refusal.where })}
              description={
                <ul className="ps-reasons">
                  {refusal.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              }
            />
          )}

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
              lockPending={lock.isPending ? lock.variables?.matchId : undefined}
              scrollerRef={scrollerRef}
              columnRef={columnRef}
              onPointerDown={onPointerDown}
              onOpen={(match) => {
                if (consumeClick()) return;
                if (match.played) void message.info(PLAYED_STAYS);
                else if (!isGenerated(match)) void message.info(NOT_GENERATED);
                else setMoving(match);
              }}
              onToggleLock={(match) => void toggleLock(match)}
              onRunningLate={setLate}
            />
          )}
        </>
      )}
      <div className="ps-sr-only" aria-live="polite">
        {dragStatus}
      </div>

      <MoveDialog
        key={moving?.matchId ?? 'closed'}
        match={moving}
        pitches={setup.pitches}
        days={days}
        pitchName={pitchName}
        check={check}
        pending={move.isPending}
        onMove={(match, target) => void doMove(match, target)}
        onClose={() => setMoving(undefined)}
      />
      <PitchDelayDialog orgId={orgId} tournamentId={tournamentId} pitch={late} date={current?.date ?? ''} matches={dayMatches} onClose={() => setLate(undefined)} />
    </section>
  );
}
