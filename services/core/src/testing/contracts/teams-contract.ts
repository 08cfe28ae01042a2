import { TeamGone } from '../../data/teams';
import { playerRecord, teamRecord, uniqueId, type RepositorySubject } from './subject';

/** A new team of a new organization with two players, Ada and Bo. */
async function teamOfTwo({ teams }: RepositorySubject) {
  const orgId = uniqueId('org');
  const teamId = uniqueId('team');
  await teams.create(teamRecord(teamId, orgId));
  const [ada, bo] = [playerRecord(teamId, orgId, 'ada', 'R-1'), playerRecord(teamId, orgId, 'bo', 'R-2')];
  await teams.addPlayers(teamId, [ada, bo]);
  return { teams, orgId, teamId, ada, bo };
}

/** Organization teams and rosters: totalPlayers follows the roster, a registration id is held once per organization. */
export function teamContract(subject: () => RepositorySubject): void {
  describe('team repository', () => {
    it('creates a team once, with an empty roster at version 1, and updates it only at the version read', async () => {
      const { teams } = subject();
      const orgId = uniqueId('org');
      const teamId = uniqueId('team');
      expect(await teams.create(teamRecord(teamId, orgId, { coachUid: 'carl' }))).toBe(true);
      expect(await teams.create(teamRecord(teamId, orgId, { name: 'Other' }))).toBe(false);
      const stored = await teams.get(teamId);
      expect(stored).toMatchObject({ teamId, name: 'Lions', totalPlayers: 0, version: 1, coachUid: 'carl' });
      expect((await teams.listByOrg(orgId)).map((team) => team.teamId)).toEqual([teamId]);
      expect((await teams.listByCoach('carl')).map((team) => team.teamId)).toContain(teamId);
      const updated = await teams.update(stored!, { name: 'Tigers' });
      expect(updated).toMatchObject({ name: 'Tigers', version: 2 });
      expect(await teams.update(stored!, { name: 'Stale' })).toBeNull();
    });

    it('adds players, refusing a registration id another player of the organization holds, in any case', async () => {
      const { teams } = subject();
      const orgId = uniqueId('org');
      const [first, second] = [uniqueId('team'), uniqueId('team')];
      await teams.create(teamRecord(first, orgId));
      await teams.create(teamRecord(second, orgId));
      const result = await teams.addPlayers(first, [playerRecord(first, orgId, 'p1', 'REG-1'), playerRecord(first, orgId, 'p2', null)]);
      expect({ added: result.added.length, taken: result.taken.length, totalPlayers: result.totalPlayers }).toEqual({ added: 2, taken: 0, totalPlayers: 2 });
      const clash = await teams.addPlayers(second, [playerRecord(second, orgId, 'p3', 'reg-1'), playerRecord(second, orgId, 'p4', 'REG-2')]);
      expect(clash.taken.map((player) => player.playerId)).toEqual(['p3']);
      expect(clash.totalPlayers).toBe(1);
      expect(await teams.takenRegistrations(orgId, ['reg-1', 'REG-2', 'REG-3'])).toEqual(new Set(['reg-1', 'REG-2']));
      expect(await teams.takenRegistrations(uniqueId('org'), ['REG-1'])).toEqual(new Set());
      expect((await teams.listPlayers(first)).map((player) => player.playerId).sort()).toEqual(['p1', 'p2']);
    });

    it('throws TeamGone when adding players to a team that does not exist', async () => {
      const { teams } = subject();
      const teamId = uniqueId('gone');
      await expect(teams.addPlayers(teamId, [playerRecord(teamId, 'org-x', 'p1', null)])).rejects.toBeInstanceOf(TeamGone);
    });

    it('moves a registration id on a player edit, unless another player holds the new one', async () => {
      const { teams, orgId, teamId, ada } = await teamOfTwo(subject());
      expect(await teams.updatePlayer(ada, { ...ada, registrationId: 'r-2' })).toBe('registration_taken');
      expect(await teams.updatePlayer(ada, { ...ada, registrationId: 'R-3', name: 'Ada L' })).toBe('updated');
      expect(await teams.getPlayer(teamId, 'ada')).toMatchObject({ name: 'Ada L', registrationId: 'R-3' });
      expect(await teams.takenRegistrations(orgId, ['R-1', 'R-3'])).toEqual(new Set(['R-3']));
      const ghost = playerRecord(teamId, orgId, 'ghost', null);
      expect(await teams.updatePlayer(ghost, ghost)).toBe('missing');
    });

    it('deletes a player once, freeing the registration id and the count; deletes a team with its roster', async () => {
      const { teams, orgId, teamId, ada } = await teamOfTwo(subject());
      expect(await teams.deletePlayer(ada)).toBe(true);
      expect(await teams.deletePlayer(ada)).toBe(false);
      expect((await teams.get(teamId))?.totalPlayers).toBe(1);
      expect(await teams.takenRegistrations(orgId, ['R-1'])).toEqual(new Set());
      expect(await teams.delete(teamId)).toEqual({ players: 1 });
      expect(await teams.get(teamId)).toBeNull();
      expect(await teams.takenRegistrations(orgId, ['R-2'])).toEqual(new Set());
    });
  });
}
