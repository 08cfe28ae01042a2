import type { CardType } from '../entities/card';
import type { TeamType } from '../entities/common';
import type { MatchEvent } from '../match/match-event';

/** Kick-off of every scripted match in the tests. */
export const KICK_OFF = Date.parse('2025-06-01T10:00:00.000Z');

/** ISO timestamp `seconds` after kick-off. */
export const at = (seconds: number) => new Date(KICK_OFF + seconds * 1000).toISOString();

/**
 * Writes event logs the way a referee's console would: each call gets a fresh id, `t` is seconds
 * after kick-off.
 */
export function eventWriter(prefix = 'e') {
  let n = 0;
  const id = () => `${prefix}${++n}`;
  return {
    start: (t = 0): MatchEvent => ({ id: id(), type: 'start', at: at(t) }),
    pause: (t: number): MatchEvent => ({ id: id(), type: 'pause', at: at(t) }),
    resume: (t: number): MatchEvent => ({ id: id(), type: 'resume', at: at(t) }),
    complete: (t: number): MatchEvent => ({ id: id(), type: 'complete', at: at(t) }),
    reset: (t: number): MatchEvent => ({ id: id(), type: 'reset', at: at(t) }),
    goal: (t: number, teamType: TeamType, playerName = 'Ana Silva', extra: { matchTime?: number; jerseyNumber?: number } = {}): MatchEvent => ({
      id: id(),
      type: 'goal',
      at: at(t),
      teamType,
      playerId: `p-${playerName}`,
      playerName,
      ...extra,
    }),
    removeGoal: (t: number, goalId: string): MatchEvent => ({ id: id(), type: 'goal-removed', at: at(t), goalId }),
    extraTime: (t: number): MatchEvent => ({ id: id(), type: 'extra-time', at: at(t) }),
    penalties: (t: number, homePenalties: number, awayPenalties: number): MatchEvent => ({ id: id(), type: 'penalties', at: at(t), homePenalties, awayPenalties }),
    card: (t: number, teamType: TeamType, cardType: CardType, playerName = 'Bo Berg'): MatchEvent => ({
      id: id(),
      type: 'card',
      at: at(t),
      teamType,
      playerId: `p-${playerName}`,
      playerName,
      cardType,
    }),
  };
}
