import { bergerPairings } from './berger';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);

describe('bergerPairings', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 12])('pairs every two of %i teams exactly once per leg, nobody twice in a round', (n) => {
    const pairs = bergerPairings(teams(n));
    const keys = pairs.map((p) => [p.home, p.away].sort().join('-'));
    expect(new Set(keys).size).toBe((n * (n - 1)) / 2);
    expect(keys).toHaveLength((n * (n - 1)) / 2);
    const rounds = new Map<number, string[]>();
    for (const p of pairs) rounds.set(p.round, [...(rounds.get(p.round) ?? []), p.home, p.away]);
    for (const playing of rounds.values()) expect(new Set(playing).size).toBe(playing.length);
    expect(rounds.size).toBe(n % 2 === 0 ? n - 1 : n); // odd: one team has a bye each round
  });

  it.each([3, 4, 5, 6, 8])('gives no team more than one home match more than away (%i teams)', (n) => {
    const balance = new Map<string, number>();
    for (const p of bergerPairings(teams(n))) {
      balance.set(p.home, (balance.get(p.home) ?? 0) + 1);
      balance.set(p.away, (balance.get(p.away) ?? 0) - 1);
    }
    for (const value of balance.values()) expect(Math.abs(value)).toBeLessThanOrEqual(1);
  });

  it('plays a second leg with home and away swapped, in rounds after the first leg', () => {
    const pairs = bergerPairings(teams(4), 2);
    const ordered = pairs.map((p) => `${p.home}>${p.away}`);
    expect(new Set(ordered).size).toBe(12);
    const firstLeg = pairs.filter((p) => p.round <= 3);
    const secondLeg = pairs.filter((p) => p.round > 3);
    expect(secondLeg.map((p) => `${p.away}>${p.home}@${p.round - 3}`)).toEqual(firstLeg.map((p) => `${p.home}>${p.away}@${p.round}`));
  });

  it('has nothing to pair for fewer than two teams', () => {
    expect(bergerPairings([])).toEqual([]);
    expect(bergerPairings(['solo'])).toEqual([]);
  });
});
