/** One pairing of a round: `home` plays at home against `away`. */
export interface Pairing<T> {
  round: number;
  home: T;
  away: T;
}

/**
 * Round-robin pairings by the circle (Berger) method: the last team stays put while the others
 * rotate one place per round, so every pair meets exactly once in n − 1 rounds (n rounded up to
 * even; the odd team out has a bye). A team at the top half of the circle is at home, and the fixed
 * team alternates, so nobody is home or away more than once more than the other. The second leg
 * repeats the rounds with home and away swapped. Rounds are numbered from 1 across both legs.
 */
export function bergerPairings<T>(teams: readonly T[], legs: 1 | 2 = 1): Pairing<T>[] {
  if (teams.length < 2) return [];
  const slots: (T | undefined)[] = [...teams];
  if (slots.length % 2 === 1) slots.push(undefined); // undefined is the bye
  const n = slots.length;
  const rounds = n - 1;
  const firstLeg: Pairing<T>[] = [];
  let circle = slots;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i];
      const b = circle[n - 1 - i];
      if (a === undefined || b === undefined) continue;
      // Pair 0 involves the fixed team: alternate it, or it would be away every round.
      const swap = i === 0 && r % 2 === 1;
      firstLeg.push({ round: r + 1, home: swap ? b : a, away: swap ? a : b });
    }
    const last = circle[n - 1];
    const moving = circle.slice(0, n - 1);
    const tail = moving.pop();
    circle = [tail, ...moving, last];
  }
  if (legs === 1) return firstLeg;
  return [...firstLeg, ...firstLeg.map((p) => ({ round: p.round + rounds, home: p.away, away: p.home }))];
}
