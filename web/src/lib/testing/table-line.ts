/** A team's table numbers before it has played: every number 0, not yet placed. For tests only. */
export const unplayedLine = () => ({ MP: 0, W: 0, D: 0, L: 0, GF: 0, GA: 0, GD: 0, PTS: 0, position: 0 });
