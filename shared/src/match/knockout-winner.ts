/** The score of a knockout match: goals (extra time included) and, after a shoot-out, the penalties. */
export interface KnockoutScore {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/**
 * Who goes through: more goals (extra time included), else more penalties in the shoot-out. Null while
 * undecided (level with no shoot-out, or a shoot-out recorded level, which the fold never accepts).
 */
export function knockoutWinner(score: KnockoutScore): 'home' | 'away' | null {
  if (score.homeScore !== score.awayScore) return score.homeScore > score.awayScore ? 'home' : 'away';
  const home = score.homePenalties ?? null;
  const away = score.awayPenalties ?? null;
  if (home === null || away === null || home === away) return null;
  return home > away ? 'home' : 'away';
}
