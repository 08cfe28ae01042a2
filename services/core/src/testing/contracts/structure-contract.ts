import { tournamentTeamRecord, uniqueId, type RepositorySubject } from './subject';

/** Divisions, brackets and tournament teams: conditional creates, renames that move the id, placement-only team edits. */
export function structureContract(subject: () => RepositorySubject): void {
  describe('tournament structure repository', () => {
    it('adds what is new and reports what exists, never overwriting it', async () => {
      const { structure } = subject();
      const tournamentId = uniqueId('t');
      const boys = { tournamentId, divisionId: 'boys-u12', name: 'Boys U12', age: 'u12' as const, gender: 'boys' as const };
      expect(await structure.addDivisions([boys])).toEqual({ added: [boys], existing: [] });
      const again = await structure.addDivisions([
        { ...boys, name: 'Other' },
        { ...boys, divisionId: 'girls-u12', name: 'Girls U12', gender: 'girls' },
      ]);
      expect(again.added.map((entry) => entry.divisionId)).toEqual(['girls-u12']);
      expect(again.existing.map((entry) => entry.divisionId)).toEqual(['boys-u12']);
      expect(await structure.getDivision(tournamentId, 'boys-u12')).toEqual(boys);
      const bracket = { tournamentId, bracketId: 'boys-u12--a', name: 'Group A', divisionId: 'boys-u12' };
      expect((await structure.addBrackets([bracket, { ...bracket, bracketId: 'loose', divisionId: null }])).added).toHaveLength(2);
      expect(await structure.getBracket(tournamentId, 'loose')).toEqual({ ...bracket, bracketId: 'loose', divisionId: null });
    });

    it('renames a division to a new id unless that id is taken, and deletes once', async () => {
      const { structure } = subject();
      const tournamentId = uniqueId('t');
      const boys = { tournamentId, divisionId: 'boys-u12', name: 'Boys U12', age: 'u12' as const, gender: 'boys' as const };
      const girls = { ...boys, divisionId: 'girls-u12', name: 'Girls U12', gender: 'girls' as const };
      await structure.addDivisions([boys, girls]);
      expect(await structure.replaceDivision(boys, { ...boys, divisionId: 'girls-u12', name: 'Girls U12' })).toBe(false);
      expect(await structure.replaceDivision(boys, { ...boys, divisionId: 'lads-u12', name: 'Lads U12' })).toBe(true);
      expect((await structure.divisions(tournamentId)).map((entry) => entry.divisionId).sort()).toEqual(['girls-u12', 'lads-u12']);
      expect(await structure.replaceDivision(boys, { ...boys, name: 'Boys U12 again' })).toBe(false);
      expect(await structure.deleteDivision(tournamentId, 'lads-u12')).toBe(true);
      expect(await structure.deleteDivision(tournamentId, 'lads-u12')).toBe(false);
    });

    it('moves a team between divisions and brackets without touching its name or standings', async () => {
      const { structure } = subject();
      const tournamentId = uniqueId('t');
      const lions = tournamentTeamRecord(tournamentId, 'lions', { MP: 2, W: 2, PTS: 6, teamId: 'team-1' });
      await structure.addTeams([lions]);
      const moved = { ...lions, team: 'Renamed', bracket: 'Group B', bracketId: 'b', teamId: null, MP: 0, W: 0, PTS: 0 };
      expect(await structure.updateTeam(moved)).toBe(true);
      expect(await structure.getTeam(tournamentId, 'lions')).toEqual({ ...lions, bracket: 'Group B', bracketId: 'b', teamId: null });
      expect(await structure.updateTeam(tournamentTeamRecord(tournamentId, 'nobody'))).toBe(false);
      expect(await structure.getTeam(tournamentId, 'nobody')).toBeNull();
      expect(await structure.deleteTeam(tournamentId, 'lions')).toBe(true);
      expect(await structure.deleteTeam(tournamentId, 'lions')).toBe(false);
    });
  });
}
