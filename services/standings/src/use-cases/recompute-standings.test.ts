import type { LiveUpdate } from '@pitchside/shared';
import type { DivisionRecord, MatchRecord, TournamentRecord, TournamentTeamRecord } from '@pitchside/core/data';
import { tournamentTeamRecord, unplayedMatchState } from '@pitchside/core/testing';
import { recomputeStandings, type StandingsPorts } from './recompute-standings';

const tournament = { tournamentId: 't1', draft: false, tieBreakers: [], gdCap: null } as unknown as TournamentRecord;

const team = (key: string, age: string): TournamentTeamRecord =>
  tournamentTeamRecord('t1', key, { team: key.toUpperCase(), division: 'Minis', divisionId: 'minis', bracket: 'Group A', age: age as TournamentTeamRecord['age'] });

const result: MatchRecord = {
  tournamentId: 't1',
  matchId: 'm1',
  division: 'Minis',
  divisionId: 'minis',
  age: 'u9',
  gender: 'boys',
  date: '2026-07-14',
  time: '10:00',
  field: null,
  homeTeam: 'A',
  homeClub: null,
  awayTeam: 'B',
  awayClub: null,
  homeTeamKey: 'a',
  awayTeamKey: 'b',
  bracket: 'Group A',
  ...unplayedMatchState(),
  status: 'completed',
  homeScore: 3,
  awayScore: 0,
  source: 'manual',
  stage: 'group',
};

/** One division 'Minis' whose age group is `divisionAge`, with these teams and one result; what was pushed. */
function world(divisions: Pick<DivisionRecord, 'name' | 'age'>[], teams: TournamentTeamRecord[], hidden: string[]) {
  const sent: LiveUpdate[] = [];
  const ports: StandingsPorts = {
    tournaments: { get: async () => tournament },
    structure: {
      teams: async () => teams,
      divisions: async () => divisions.map((division) => ({ tournamentId: 't1', divisionId: division.name.toLowerCase(), gender: 'boys', ...division }) as DivisionRecord),
    },
    matches: { listByTournament: async () => [result], get: async () => result, getCurrent: async () => [result] },
    standings: { write: async () => true, storedVersion: async () => 0 },
    notifier: {
      async notify(topics, update) {
        for (const topic of topics) sent.push(await update(topic));
        return { sent: topics.length, gone: 0 };
      },
    },
    hiddenAges: async () => new Set(hidden),
    publisher: { publish: async () => undefined },
    clock: { now: () => new Date('2026-07-14T12:00:00Z') },
    knockout: { fill: async () => true },
  };
  return { ports, sent };
}

const tablesPushed = (sent: readonly LiveUpdate[]) => sent.flatMap((update) => (update.kind === 'standings' ? (update.brackets ?? []).map((bracket) => bracket.table) : []));
const completed = { type: 'match-completed' as const, tournamentId: 't1', division: 'Minis', matchId: 'm1', sentAt: '2026-07-14T12:00:00Z' };

describe('the standings push of an age group that hides its results', () => {
  it('pushes no table when the division is U9 (hidden) though its first team carries another age', async () => {
    const { ports, sent } = world([{ name: 'Minis', age: 'u9' }], [team('a', 'u10'), team('b', 'u9')], ['u9']);
    await recomputeStandings(ports, completed);
    expect(tablesPushed(sent).length).toBeGreaterThan(0);
    expect(tablesPushed(sent).every((table) => table === null)).toBe(true);
  });

  it('pushes no table when none of the teams carries the division’s hidden age', async () => {
    const { ports, sent } = world([{ name: 'Minis', age: 'u9' }], [team('a', 'u12'), team('b', 'u12')], ['u9']);
    await recomputeStandings(ports, completed);
    expect(tablesPushed(sent).every((table) => table === null)).toBe(true);
  });

  it('pushes no table for a division it cannot find (when in doubt, hidden)', async () => {
    const { ports, sent } = world([], [team('a', 'u12'), team('b', 'u12')], ['u9']);
    await recomputeStandings(ports, completed);
    expect(tablesPushed(sent).every((table) => table === null)).toBe(true);
  });

  it('pushes the table of a visible division even when a team carries a hidden age', async () => {
    const { ports, sent } = world([{ name: 'Minis', age: 'u12' }], [team('a', 'u9'), team('b', 'u12')], ['u9']);
    await recomputeStandings(ports, completed);
    const tables = tablesPushed(sent);
    expect(tables.length).toBeGreaterThan(0);
    expect(tables.every((table) => table !== null && table.map((row) => row.teamKey).join() === 'a,b')).toBe(true);
  });
});
