import type { MatchFixture } from '../../data/matches';
import { matchFixture, uniqueId, type RepositorySubject } from './subject';

const fixture = (tournamentId: string, matchId: string, date: string, time: string, changes: Partial<MatchFixture> = {}) => matchFixture(tournamentId, matchId, { date, time, ...changes });

/** The fixture list: created only under a free id, starting with an empty live state, read in kick-off order. */
export function matchContract(subject: () => RepositorySubject): void {
  describe('match repository', () => {
    it('adds fixtures under free ids with an empty live state at version 1', async () => {
      const { matches } = subject();
      const tournamentId = uniqueId('t');
      const first = fixture(tournamentId, 'm1', '2026-06-01', '10:00');
      expect(await matches.addFixtures([first])).toEqual({ added: [first], existing: [] });
      expect((await matches.addFixtures([{ ...first, homeTeam: 'Other' }])).existing).toHaveLength(1);
      expect(await matches.get(tournamentId, 'm1')).toMatchObject({
        homeTeam: 'Lions',
        status: '',
        homeScore: 0,
        awayScore: 0,
        goals: [],
        cards: [],
        refereeId: null,
        startedAt: null,
        appliedEventIds: [],
        version: 1,
        field: null,
      });
      expect(await matches.get(tournamentId, 'missing')).toBeNull();
    });

    it('lists by kick-off, by division name, counts, and finds a division by name or id', async () => {
      const { matches } = subject();
      const tournamentId = uniqueId('t');
      await matches.addFixtures([
        fixture(tournamentId, 'late', '2026-06-02', '09:00'),
        fixture(tournamentId, 'early', '2026-06-01', '11:00'),
        fixture(tournamentId, 'girls', '2026-06-01', '10:00', { division: 'Girls U10', divisionId: 'girls-u10', age: 'u10', gender: 'girls' }),
      ]);
      expect((await matches.listByTournament(tournamentId)).map((match) => match.matchId)).toEqual(['girls', 'early', 'late']);
      expect((await matches.listByTournament(tournamentId, 'Boys U12')).map((match) => match.matchId)).toEqual(['early', 'late']);
      expect(await matches.countByTournament(tournamentId)).toBe(3);
      expect(await matches.anyInDivision(tournamentId, { name: 'Girls U10', divisionId: 'nothing' })).toBe(true);
      expect(await matches.anyInDivision(tournamentId, { name: 'Renamed', divisionId: 'boys-u12' })).toBe(true);
      expect(await matches.anyInDivision(tournamentId, { name: 'Nobody', divisionId: 'nobody' })).toBe(false);
    });
  });
}
