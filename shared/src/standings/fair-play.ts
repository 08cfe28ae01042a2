import type { CardType } from '../entities/card';

export interface FairPlayCard {
  cardType: CardType | string;
  playerId?: string | null;
}

/** FIFA's deductions for one player in one match: only the heaviest applies. */
export const FAIR_PLAY_DEDUCTIONS = Object.freeze({ yellow: -1, secondYellow: -3, red: -4, yellowThenRed: -5 });

/**
 * Fair-play points of one team in one match (0 or less; higher is better). Cards are grouped by
 * player, since a player booked and then sent off for a second yellow costs −3, not −1 −3. Cards
 * without a player id are counted each on its own.
 */
export function fairPlayPoints(cards: readonly FairPlayCard[]): number {
  const byPlayer = new Map<string, FairPlayCard[]>();
  cards.forEach((card, index) => {
    const key = card.playerId ? `player:${card.playerId}` : `card:${index}`;
    byPlayer.set(key, [...(byPlayer.get(key) ?? []), card]);
  });
  let total = 0;
  for (const playerCards of byPlayer.values()) total += playerDeduction(playerCards);
  return total;
}

function playerDeduction(cards: readonly FairPlayCard[]): number {
  const yellows = cards.filter((card) => card.cardType === 'yellow').length;
  const secondYellow = cards.some((card) => card.cardType === 'second_yellow');
  if (cards.some((card) => card.cardType === 'red')) return yellows > 0 || secondYellow ? FAIR_PLAY_DEDUCTIONS.yellowThenRed : FAIR_PLAY_DEDUCTIONS.red;
  if (secondYellow || yellows >= 2) return FAIR_PLAY_DEDUCTIONS.secondYellow;
  return yellows === 1 ? FAIR_PLAY_DEDUCTIONS.yellow : 0;
}
