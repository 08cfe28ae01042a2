import type { BoardMatch, MoveCheck, MoveTarget } from '@pitchside/shared';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { snapToGrid, toHhmm } from '../../time-grid';

/** A pitch column of the day on screen: where it is, which pitch, and the minute its top stands for. */
export interface DropColumn {
  pitchId: string;
  element: HTMLElement;
}

export interface DragGeometry {
  date: string;
  /** Minute (after midnight) at the top of the columns. */
  open: number;
  /** Last minute shown. */
  close: number;
  pixelsPerMinute: number;
  step: number;
  columns: () => DropColumn[];
  scroller: () => HTMLElement | null;
}

export interface DragState {
  match: BoardMatch;
  /** Where it would land, or undefined while the pointer is off the grid. */
  target?: MoveTarget;
  check?: MoveCheck;
}

/** Pixels the pointer must travel before a press becomes a drag (a click opens the Move dialog). */
const DRAG_THRESHOLD = 5;
const EDGE = 48;

/**
 * Drag and drop on the board with pointer events: a card follows the mouse or pen, snaps to the kick-off
 * grid of the column under it, and every new target is checked at once (`check`), so the ghost says
 * "free" or the rule it breaks before the drop. Touch is left to scrolling: on a tablet a tap opens the
 * Move dialog, which does the same thing without dragging.
 */
export function useBoardDrag(geometry: DragGeometry, check: (match: BoardMatch, target: MoveTarget) => MoveCheck, onDrop: (state: Required<DragState>) => void) {
  const [drag, setDrag] = useState<DragState>();
  const pending = useRef<{ match: BoardMatch; x: number; y: number; grab: number; started: boolean; pointerId: number }>(undefined);
  // The drag as the window listeners see it, updated synchronously (a pointerup may come before React renders).
  const dragRef = useRef<DragState>(undefined);
  const latest = useRef({ geometry, check, onDrop });
  latest.current = { geometry, check, onDrop };
  const suppressClick = useRef(false);

  const targetAt = useCallback((x: number, y: number, grab: number): MoveTarget | undefined => {
    const { geometry: g } = latest.current;
    // Only what the grid shows is a target: not the part of a column scrolled out of its box.
    const visible = g.scroller()?.getBoundingClientRect();
    if (visible && (y < visible.top || y > visible.bottom || x < visible.left || x > visible.right)) return undefined;
    for (const column of g.columns()) {
      const rect = column.element.getBoundingClientRect();
      if (x < rect.left || x >= rect.right) continue;
      const minute = g.open + (y - rect.top) / g.pixelsPerMinute - grab;
      const start = Math.max(0, Math.min(24 * 60 - g.step, snapToGrid(minute, g.step)));
      return { pitchId: column.pitchId, date: g.date, start: toHhmm(start) };
    }
    return undefined;
  }, []);

  useEffect(() => {
    const autoScroll = (x: number, y: number) => {
      const scroller = latest.current.geometry.scroller();
      if (!scroller) return;
      const rect = scroller.getBoundingClientRect();
      if (y < rect.top + EDGE && y > rect.top - EDGE) scroller.scrollTop -= 16;
      else if (y > rect.bottom - EDGE && y < rect.bottom + EDGE) scroller.scrollTop += 16;
      if (x < rect.left + EDGE && x > rect.left - EDGE) scroller.scrollLeft -= 16;
      else if (x > rect.right - EDGE && x < rect.right + EDGE) scroller.scrollLeft += 16;
    };
    const onMove = (event: PointerEvent) => {
      const press = pending.current;
      if (!press || event.pointerId !== press.pointerId) return;
      if (!press.started) {
        if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD) return;
        press.started = true;
        document.body.classList.add('ps-dragging');
      }
      event.preventDefault();
      autoScroll(event.clientX, event.clientY);
      const target = targetAt(event.clientX, event.clientY, press.grab);
      const before = dragRef.current;
      const same = before?.match.matchId === press.match.matchId && before.target?.pitchId === target?.pitchId && before?.target?.start === target?.start;
      if (same && before) return;
      const next: DragState = { match: press.match, ...(target ? { target, check: latest.current.check(press.match, target) } : {}) };
      dragRef.current = next;
      setDrag(next);
    };
    const finish = (event: PointerEvent, drop: boolean) => {
      const press = pending.current;
      if (!press || event.pointerId !== press.pointerId) return;
      pending.current = undefined;
      document.body.classList.remove('ps-dragging');
      if (!press.started) return;
      suppressClick.current = true;
      const state = dragRef.current;
      dragRef.current = undefined;
      setDrag(undefined);
      if (drop && state?.target && state.check && state.match.matchId === press.match.matchId) {
        latest.current.onDrop({ match: state.match, target: state.target, check: state.check });
      }
    };
    const onUp = (event: PointerEvent) => finish(event, true);
    const onCancel = (event: PointerEvent) => finish(event, false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !pending.current) return;
      pending.current = undefined;
      dragRef.current = undefined;
      document.body.classList.remove('ps-dragging');
      setDrag(undefined);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      document.body.classList.remove('ps-dragging');
    };
  }, [targetAt]);

  /** On a card's (or an unplaced match's) pointerdown. `grabMinutes`: how far below the card's top it was taken. */
  const startDrag = useCallback((event: ReactPointerEvent<HTMLElement>, match: BoardMatch, grabMinutes: number) => {
    suppressClick.current = false;
    if (event.pointerType === 'touch' || event.button !== 0) return;
    pending.current = { match, x: event.clientX, y: event.clientY, grab: grabMinutes, started: false, pointerId: event.pointerId };
  }, []);

  /** A click that ended a drag is not a click: the card must not open its dialog after a drop. */
  const consumeClick = useCallback(() => {
    const suppressed = suppressClick.current;
    suppressClick.current = false;
    return suppressed;
  }, []);

  return { drag, startDrag, consumeClick };
}
