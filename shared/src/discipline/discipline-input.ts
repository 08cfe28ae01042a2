import type { CardType } from '../entities/card';
import type { TeamType } from '../entities/common';

/** A card as its match recorded it: the card event's id, the player and the side. */
export interface DisciplineCard {
  type: 'card';
  id: string;
  playerId: string;
  playerName: string;
  teamType: TeamType;
  cardType: CardType;
}

/** The undo of a card, naming the card event it takes back. */
export interface DisciplineCardRemoved {
  type: 'card-removed';
  id: string;
  cardId: string;
}

export type DisciplineEvent = DisciplineCard | DisciplineCardRemoved;

/** One match of the schedule, with its card events; the order of a team's matches is date, time, then id. */
export interface DisciplineMatch {
  matchId: string;
  divisionId: string | null;
  date: string;
  time: string;
  stage: 'group' | 'knockout';
  homeTeamKey: string | null;
  awayTeamKey: string | null;
  /** Played to the end: a suspension whose matches are all completed is served. */
  completed: boolean;
  events: readonly DisciplineEvent[];
}

export const DISCIPLINE_ACTIONS = ['served', 'extend', 'overturn'] as const;
export type DisciplineAction = (typeof DISCIPLINE_ACTIONS)[number];

/** The organizer's word on one suspension, kept for good (the audit): who, when, what and why. */
export interface DisciplineDecision {
  decisionId: string;
  suspensionId: string;
  action: DisciplineAction;
  /** 'extend' only: how many more matches. */
  matches?: number;
  reason: string;
  decidedAt: string;
  decidedBy: string;
  decidedByName: string;
}
