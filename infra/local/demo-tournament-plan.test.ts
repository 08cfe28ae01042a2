import { DEMO_DIVISIONS, groupResult, isPlayedBeforeDemo, scorerOf, squadOf, type DemoDivision } from './demo-tournament-plan';
import { describe as banner, type LocalCloud } from './local-cloud';

const boys = DEMO_DIVISIONS[0] as DemoDivision;
const girls = DEMO_DIVISIONS[1] as DemoDivision;
const names = (division: DemoDivision, bracket: string) => division.teams.filter((team) => team.bracket === bracket).map((team) => team.name);

/** Points per team of one group after the matches played before the demo opens, every pairing once. */
function points(division: DemoDivision, bracket: string): number[] {
  const teams = names(division, bracket);
  const tally = new Map(teams.map((team) => [team, 0]));
  teams.forEach((home, i) =>
    teams.slice(i + 1).forEach((away) => {
      const result = groupResult(division, home, away);
      if (!result || !isPlayedBeforeDemo(division, home, away)) return;
      const [h, a] = [result.homeGoals, result.awayGoals];
      tally.set(home, (tally.get(home) ?? 0) + (h > a ? 3 : h === a ? 1 : 0));
      tally.set(away, (tally.get(away) ?? 0) + (a > h ? 3 : h === a ? 1 : 0));
    }),
  );
  return teams.map((team) => tally.get(team) ?? 0);
}

describe('the demo tournament plan', () => {
  it('makes every group finish in the order it lists its teams', () => {
    expect(points(boys, 'Group A')).toEqual([7, 4, 4, 1]);
    expect(points(boys, 'Group B')).toEqual([7, 4, 4, 1]);
    // Four of the six U14 matches are played before the demo opens.
    expect(points(girls, 'Group A')).toEqual([6, 3, 3, 0]);
  });

  it('gives a result whichever side the generator makes home', () => {
    const [first, second] = names(boys, 'Group A') as [string, string];
    expect(groupResult(boys, first, second)).toEqual({ homeGoals: 2, awayGoals: 1 });
    expect(groupResult(boys, second, first)).toEqual({ homeGoals: 1, awayGoals: 2 });
    expect(groupResult(boys, first, names(boys, 'Group B')[0] as string)).toBeUndefined();
  });

  it('names seven players per team with unique registration ids, and lets the forwards score', () => {
    const squads = DEMO_DIVISIONS.flatMap((division) => division.teams.map((team) => squadOf(team, division.teamGender)));
    expect(squads.every((squad) => squad.length === 7)).toBe(true);
    const ids = squads.flat().map((player) => player.registrationId);
    expect(new Set(ids).size).toBe(ids.length);
    const harbour = squads[0] ?? [];
    expect([0, 1, 2, 3].map((goal) => scorerOf(harbour, goal).name)).toEqual(['Leo Sjoberg', 'Adam Falk', 'Hugo Strand', 'Leo Sjoberg']);
  });
});

describe('the start banner', () => {
  const cloud = (demo: LocalCloud['demo']): LocalCloud => ({
    url: 'http://localhost:5173',
    resources: {} as LocalCloud['resources'],
    functionLogs: '',
    endpoints: {},
    pushServiceOrigin: 'http://127.0.0.1:11180',
    ...(demo ? { demo } : {}),
    setQueueChaos: () => undefined,
    stop: async () => undefined,
  });

  it('prints the demo tournament’s public link, or why it could not be seeded', () => {
    expect(banner(cloud({ tournamentId: 't-1', publicUrl: 'http://localhost:5173/t/t-1', created: true }))).toContain('Demo tournament (public page): http://localhost:5173/t/t-1');
    expect(banner(cloud({ problem: 'Demo seed: timed out' }))).toContain('The demo tournament could not be seeded: Demo seed: timed out');
    expect(banner(cloud(undefined))).not.toContain('Demo tournament');
  });
});
