import type { BoardMatch, MoveTarget } from '@pitchside/shared';
import { App } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText, refusalReasons } from '../../refusal-text';
import { formatShortDay } from '../../../../lib/format';
import { useLockScheduledMatch } from '../../api/lock-scheduled-match';
import { useMoveScheduledMatch } from '../../api/move-scheduled-match';
import type { DragState } from './use-board-drag';

/** A move the board or the server refused: which match, where to, and the rules it breaks. */
export interface Refusal {
  label: string;
  where: string;
  reasons: string[];
}

export interface BoardMovesOptions {
  orgId: string | undefined;
  tournamentId: string;
  currentDate: string | undefined;
  pitchName: (pitchId: string) => string;
  matchLabel: (match: BoardMatch) => string;
  onDayChange: (day: string) => void;
}

/**
 * What the board does to a match: move it (by drag or the Move dialog), lock or unlock it, and say why a
 * move was refused, whether the drag's own check or the server refused it.
 */
export function useBoardMoves({ orgId, tournamentId, currentDate, pitchName, matchLabel, onDayChange }: BoardMovesOptions) {
  const { message } = App.useApp();
  const intl = useIntl();
  const move = useMoveScheduledMatch(orgId, tournamentId);
  const lock = useLockScheduledMatch(orgId, tournamentId);
  const [moving, setMoving] = useState<BoardMatch>();
  const [refusal, setRefusalState] = useState<Refusal>();
  // Refused: said beside the grid (it stays until the next move) and in a toast, in view wherever the drop was.
  const setRefusal = (next: Refusal | undefined) => {
    setRefusalState(next);
    if (next) void message.error(intl.formatMessage({ id: 'scheduling.moveRefused' }, { reason: next.reasons[0] ?? '' }));
  };
  const whereOf = (target: MoveTarget) => `${pitchName(target.pitchId)}, ${formatShortDay(target.date)} ${target.start}`;

  const doMove = async (match: BoardMatch, target: MoveTarget) => {
    const where = whereOf(target);
    try {
      await move.mutateAsync({ matchId: match.matchId, ...target });
      setRefusal(undefined);
      setMoving(undefined);
      void message.success(intl.formatMessage({ id: 'scheduling.movedTo' }, { match: matchLabel(match), where }));
      if (target.date !== currentDate) onDayChange(target.date);
    } catch (error) {
      setMoving(undefined);
      // The server refuses with the rule's id and values (the same rules as the drag's check): worded here.
      setRefusal({ label: matchLabel(match), where, reasons: [errorText(intl, error)] });
    }
  };

  const onDrop = ({ match, target, check: result }: Required<DragState>) => {
    if (match.pitchId === target.pitchId && match.date === target.date && match.start === target.start) return;
    if (!result.ok) {
      const reasons = refusalReasons(intl, result);
      setRefusal({ label: matchLabel(match), where: whereOf(target), reasons });
      return;
    }
    void doMove(match, target);
  };

  const toggleLock = async (match: BoardMatch) => {
    try {
      await lock.mutateAsync({ matchId: match.matchId, locked: !match.locked });
      void message.success(intl.formatMessage({ id: match.locked ? 'scheduling.unlockedMatch' : 'scheduling.lockedMatch' }, { match: matchLabel(match) }));
    } catch (error) {
      void message.error(errorText(intl, error));
    }
  };

  return {
    moving,
    setMoving,
    refusal,
    dismissRefusal: () => setRefusal(undefined),
    doMove,
    onDrop,
    toggleLock,
    movePending: move.isPending,
    lockPending: lock.isPending ? lock.variables?.matchId : undefined,
  };
}
