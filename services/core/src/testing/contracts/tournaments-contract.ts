import { tournamentRecord, tournamentTeamRecord, uniqueId, type RepositorySubject } from './subject';

/** Tournaments and their links: conditional create, versioned update, and a delete that takes every child. */
export function tournamentContract(subject: () => RepositorySubject): void {
  describe('tournament repository', () => {
    it('creates a tournament only under a free id, with its age groups and brackets', async () => {
      const { tournaments, structure } = subject();
      const tournamentId = uniqueId('t');
      const created = await tournaments.create({
        tournament: tournamentRecord(tournamentId, 'org-c'),
        ageGroups: [{ tournamentId, name: 'u12', hideResults: false }],
        brackets: [{ tournamentId, bracketId: 'default', name: 'Default', divisionId: null }],
      });
      expect(created).toBe(true);
      expect(await tournaments.create({ tournament: tournamentRecord(tournamentId, 'org-c', { name: 'Other' }), ageGroups: [], brackets: [] })).toBe(false);
      expect(await tournaments.get(tournamentId)).toMatchObject({ tournamentId, name: 'Contract Cup', version: 1, gdCap: null, publishedAt: null });
      expect(await structure.ageGroups(tournamentId)).toEqual([{ tournamentId, name: 'u12', hideResults: false }]);
      expect(await structure.brackets(tournamentId)).toEqual([{ tournamentId, bracketId: 'default', name: 'Default', divisionId: null }]);
      expect((await tournaments.listByOrg('org-c')).map((entry) => entry.tournamentId)).toContain(tournamentId);
    });

    it('updates only at the version read, and a stale edit changes nothing', async () => {
      const { tournaments } = subject();
      const tournamentId = uniqueId('t');
      await tournaments.create({ tournament: tournamentRecord(tournamentId, 'org-c'), ageGroups: [], brackets: [] });
      expect(await tournaments.update(tournamentId, { name: 'Renamed', gdCap: 5 }, 1)).toMatchObject({ name: 'Renamed', gdCap: 5, version: 2 });
      expect(await tournaments.update(tournamentId, { name: 'Lost edit' }, 1)).toBeNull();
      expect(await tournaments.get(tournamentId)).toMatchObject({ name: 'Renamed', version: 2 });
    });

    it('publishes with the time of publication; a missing tournament cannot be published', async () => {
      const { tournaments } = subject();
      const tournamentId = uniqueId('t');
      await tournaments.create({ tournament: tournamentRecord(tournamentId, 'org-c'), ageGroups: [], brackets: [] });
      expect(await tournaments.setDraft(tournamentId, false, '2026-05-02T10:00:00.000Z')).toMatchObject({ draft: false, publishedAt: '2026-05-02T10:00:00.000Z' });
      expect(await tournaments.setDraft(uniqueId('t'), false, '2026-05-02T10:00:00.000Z')).toBeNull();
    });

    it('links a user within one organization only, and unlinks once', async () => {
      const { tournaments } = subject();
      const tournamentId = uniqueId('t');
      const uid = uniqueId('tara');
      await tournaments.link({ userId: uid, tournamentId, orgId: 'org-c' });
      expect(await tournaments.isLinked(uid, tournamentId, 'org-c')).toBe(true);
      expect(await tournaments.isLinked(uid, tournamentId, 'org-other')).toBe(false);
      expect((await tournaments.linksOfUser(uid)).map((link) => link.tournamentId)).toEqual([tournamentId]);
      expect((await tournaments.linksOfTournament(tournamentId)).map((link) => link.userId)).toEqual([uid]);
      expect(await tournaments.unlink(uid, tournamentId)).toBe(true);
      expect(await tournaments.unlink(uid, tournamentId)).toBe(false);
      expect(await tournaments.isLinked(uid, tournamentId, 'org-c')).toBe(false);
    });

    it('deletes a tournament with its structure, teams, matches and links, and counts them', async () => {
      const { tournaments, structure, matches } = subject();
      const tournamentId = uniqueId('t');
      await tournaments.create({ tournament: tournamentRecord(tournamentId, 'org-c'), ageGroups: [{ tournamentId, name: 'u12', hideResults: false }], brackets: [] });
      await structure.addDivisions([{ tournamentId, divisionId: 'boys-u12', name: 'Boys U12', age: 'u12', gender: 'boys' }]);
      await structure.addTeams([tournamentTeamRecord(tournamentId, 'lions'), tournamentTeamRecord(tournamentId, 'tigers')]);
      await matches.addFixtures([{ tournamentId, matchId: 'm1', division: 'Boys U12', age: 'u12', gender: 'boys', date: '2026-06-01', homeTeam: 'lions', awayTeam: 'tigers', source: 'manual' }]);
      await tournaments.link({ userId: uniqueId('tara'), tournamentId, orgId: 'org-c' });
      expect(await tournaments.delete(tournamentId)).toMatchObject({ ageGroups: 1, divisions: 1, brackets: 0, teams: 2, matches: 1, links: 1 });
      expect(await tournaments.get(tournamentId)).toBeNull();
      expect(await structure.teams(tournamentId)).toEqual([]);
      expect(await matches.countByTournament(tournamentId)).toBe(0);
      expect(await tournaments.linksOfTournament(tournamentId)).toEqual([]);
    });
  });
}
