import type { Card } from '../entities/card';

/**
 * A team's cards over its matches, as counts only: the public team page shows these and never who got
 * them. A second yellow is a sending-off, so it counts as red.
 */
export function teamCardCounts(
  matches: readonly { homeTeamKey: string | null; awayTeamKey: string | null; cards: readonly Pick<Card, 'teamType' | 'cardType'>[] }[],
  teamKey: string,
): { yellow: number; red: number } {
  let yellow = 0;
  let red = 0;
  for (const match of matches) {
    const side = match.homeTeamKey === teamKey ? 'home' : match.awayTeamKey === teamKey ? 'away' : null;
    for (const card of side ? match.cards : []) {
      if (card.teamType !== side) continue;
      if (card.cardType === 'yellow') yellow += 1;
      else red += 1;
    }
  }
  return { yellow, red };
}
