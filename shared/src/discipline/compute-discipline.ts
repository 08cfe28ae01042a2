import type { CardType } from '../entities/card';
import { ruleSetFor, type DisciplineRules } from './discipline-rules';
import type { DisciplineDecision, DisciplineEvent, DisciplineMatch } from './discipline-input';

export type SuspensionCause = 'red' | 'second_yellow' | 'yellow_cards';
/** 'pending': still to sit out (or not all of its matches played yet); 'served' by playing them out or marked so. */
export type SuspensionState = 'pending' | 'served' | 'overturned';

export interface Suspension {
  /** Stable across recomputations: the match of the card, the player and the cause. */
  suspensionId: string;
  playerId: string;
  playerName: string;
  teamKey: string;
  divisionId: string | null;
  cause: SuspensionCause;
  /** The match the card(s) were shown in. */
  cardMatchId: string;
  /** How many matches to sit out, the organizer's extensions included. */
  matches: number;
  /** The team's matches the player sits out, in order; fewer than `matches` while the schedule has no more. */
  sitOut: string[];
  state: SuspensionState;
  /** The organizer's decisions on it, oldest first. */
  decisions: DisciplineDecision[];
}

export interface CardCount {
  playerId: string;
  playerName: string;
  teamKey: string;
  yellow: number;
  /** Red cards and second yellows: each a sending-off. */
  red: number;
}

export interface DisciplineResult {
  suspensions: Suspension[];
  cards: CardCount[];
}

interface PlayerCards {
  playerId: string;
  playerName: string;
  cards: CardType[];
}

/**
 * The cards a match stands at: each event counted once by its id, and a removed card gone, whatever the
 * order the events came in (a console's offline queue replays and reorders; the answer must not move).
 */
export function effectiveCards(events: readonly DisciplineEvent[]): Map<string, Extract<DisciplineEvent, { type: 'card' }>> {
  const removed = new Set(events.flatMap((event) => (event.type === 'card-removed' ? [event.cardId] : [])));
  const cards = new Map<string, Extract<DisciplineEvent, { type: 'card' }>>();
  for (const event of events) if (event.type === 'card' && !removed.has(event.id) && !cards.has(event.id)) cards.set(event.id, event);
  return cards;
}

const byKickOff = (a: DisciplineMatch, b: DisciplineMatch) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.matchId.localeCompare(b.matchId);
const byId =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** One match's cards per player of one side, in a stable order (by card id) so names do not depend on arrival. */
function cardsOfSide(match: DisciplineMatch, side: 'home' | 'away'): PlayerCards[] {
  const players = new Map<string, PlayerCards>();
  const cards = [...effectiveCards(match.events).values()].filter((card) => card.teamType === side).sort(byId((card) => card.id));
  for (const card of cards) {
    const player = players.get(card.playerId) ?? { playerId: card.playerId, playerName: card.playerName, cards: [] };
    player.cards.push(card.cardType);
    players.set(card.playerId, player);
  }
  return [...players.values()];
}

/**
 * Suspensions and card counts from the schedule's matches and their card events, by one rule set: every
 * screen and the match sheet's refusal read this. A sending-off (red, second yellow, or two yellows in one
 * match) costs the rule's number of the team's next matches; every K-th caution outside a sending-off one
 * match (with 'group-stage', counting starts again at the team's first knockout match). A player's
 * suspensions are served one after another. The organizer's decisions: 'overturn' lifts one, 'served'
 * marks it served, 'extend' adds matches.
 */
export function computeDiscipline(rules: DisciplineRules, matches: readonly DisciplineMatch[], decisions: readonly DisciplineDecision[]): DisciplineResult {
  const decisionsOf = new Map<string, DisciplineDecision[]>();
  for (const decision of [...new Map(decisions.map((d) => [d.decisionId, d])).values()].sort((a, b) => a.decidedAt.localeCompare(b.decidedAt) || byId<DisciplineDecision>((d) => d.decisionId)(a, b))) {
    decisionsOf.set(decision.suspensionId, [...(decisionsOf.get(decision.suspensionId) ?? []), decision]);
  }
  const ordered = [...new Map(matches.map((match) => [match.matchId, match])).values()].sort(byKickOff);
  const teamKeys = [...new Set(ordered.flatMap((match) => [match.homeTeamKey, match.awayTeamKey]).filter((key): key is string => Boolean(key)))].sort();
  const suspensions: Suspension[] = [];
  const cards: CardCount[] = [];
  for (const teamKey of teamKeys) {
    const schedule = ordered.filter((match) => match.homeTeamKey === teamKey || match.awayTeamKey === teamKey);
    const team = teamDiscipline(rules, teamKey, schedule, decisionsOf);
    suspensions.push(...team.suspensions);
    cards.push(...team.cards);
  }
  return { suspensions, cards };
}

function teamDiscipline(rules: DisciplineRules, teamKey: string, schedule: DisciplineMatch[], decisionsOf: Map<string, DisciplineDecision[]>): DisciplineResult {
  const counts = new Map<string, CardCount>();
  const yellows = new Map<string, number>();
  const earned: Omit<Suspension, 'sitOut' | 'state'>[] = [];
  const cardMatchIndex = new Map<string, number>();
  let inKnockout = false;
  schedule.forEach((match, index) => {
    const ruleSet = ruleSetFor(rules, match.divisionId);
    if (ruleSet.yellowCardScope === 'group-stage' && match.stage === 'knockout' && !inKnockout) yellows.clear();
    inKnockout ||= match.stage === 'knockout';
    const side = match.homeTeamKey === teamKey ? 'home' : 'away';
    for (const player of cardsOfSide(match, side)) {
      const count = counts.get(player.playerId) ?? { playerId: player.playerId, playerName: player.playerName, teamKey, yellow: 0, red: 0 };
      const yellow = player.cards.filter((card) => card === 'yellow').length;
      const secondYellow = player.cards.includes('second_yellow') || yellow >= 2;
      const red = player.cards.includes('red');
      counts.set(player.playerId, { ...count, yellow: count.yellow + yellow, red: count.red + player.cards.filter((card) => card !== 'yellow').length });
      const base = { playerId: player.playerId, playerName: player.playerName, teamKey, divisionId: match.divisionId, cardMatchId: match.matchId };
      if (red || secondYellow) {
        const suspensionId = `${match.matchId}:${player.playerId}:sent-off`;
        earned.push({ ...base, suspensionId, cause: red ? 'red' : 'second_yellow', matches: ruleSet.redCardMatches, decisions: decisionsOf.get(suspensionId) ?? [] });
        cardMatchIndex.set(suspensionId, index);
      }
      // The cautions of a sending-off for a second yellow are that sending-off, not steps toward another.
      if (secondYellow) continue;
      const before = yellows.get(player.playerId) ?? 0;
      const after = before + yellow;
      yellows.set(player.playerId, after);
      for (let step = Math.floor(before / ruleSet.yellowCardsForSuspension) + 1; step <= Math.floor(after / ruleSet.yellowCardsForSuspension); step += 1) {
        const suspensionId = `${match.matchId}:${player.playerId}:yellow-${step}${inKnockout && ruleSet.yellowCardScope === 'group-stage' ? '-knockout' : ''}`;
        earned.push({ ...base, suspensionId, cause: 'yellow_cards', matches: 1, decisions: decisionsOf.get(suspensionId) ?? [] });
        cardMatchIndex.set(suspensionId, index);
      }
    }
  });
  return { suspensions: placeSuspensions(earned, cardMatchIndex, schedule), cards: [...counts.values()].sort(byId((count) => count.playerId)) };
}

/** Each suspension's matches to sit out: after its card's match, and after the player's earlier suspensions still standing. */
function placeSuspensions(earned: Omit<Suspension, 'sitOut' | 'state'>[], cardMatchIndex: Map<string, number>, schedule: DisciplineMatch[]): Suspension[] {
  const nextFree = new Map<string, number>();
  return earned.map((suspension) => {
    const overturned = suspension.decisions.some((decision) => decision.action === 'overturn');
    const markedServed = suspension.decisions.some((decision) => decision.action === 'served');
    const matches = suspension.matches + suspension.decisions.reduce((sum, decision) => sum + (decision.action === 'extend' ? (decision.matches ?? 0) : 0), 0);
    if (overturned || markedServed) return { ...suspension, matches, sitOut: [], state: overturned ? 'overturned' : 'served' };
    const start = Math.max((cardMatchIndex.get(suspension.suspensionId) ?? 0) + 1, nextFree.get(suspension.playerId) ?? 0);
    const sitOut = schedule.slice(start, start + matches);
    nextFree.set(suspension.playerId, start + matches);
    const served = sitOut.length === matches && sitOut.every((match) => match.completed);
    return { ...suspension, matches, sitOut: sitOut.map((match) => match.matchId), state: served ? 'served' : 'pending' };
  });
}

/** The player's standing suspension for one match, if they may not play it. */
export function suspensionIn(result: DisciplineResult, matchId: string, playerId: string): Suspension | undefined {
  return result.suspensions.find(
    (suspension) => suspension.playerId === playerId && suspension.state !== 'overturned' && suspension.decisions.every((d) => d.action !== 'served') && suspension.sitOut.includes(matchId),
  );
}
