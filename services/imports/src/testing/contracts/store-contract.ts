import { FAR_AHEAD, importJob, LONG_AGO, tournamentRecord, uniqueId, type ImportsSubject } from './subject';

/** The items of a small import into `tournamentId`: one division, age group, bracket, two teams, one match. */
function plannedItems(tournamentId: string) {
  return {
    divisions: [{ tournamentId, divisionId: 'boys-u10', name: 'Boys U10', age: 'u10' as const, gender: 'boys' as const }],
    ageGroups: [{ tournamentId, name: 'u10' as const }],
    brackets: [{ tournamentId, bracketId: 'boys-u10-a', name: 'Group A', divisionId: 'boys-u10', division: 'Boys U10' }],
    teams: [
      {
        tournamentId,
        teamKey: 'lions',
        team: 'Lions',
        club: null,
        division: 'Boys U10',
        divisionId: 'boys-u10',
        bracket: 'Group A',
        age: 'u10' as const,
        gender: 'boys' as const,
        organizerUid: 'admin-1',
      },
      {
        tournamentId,
        teamKey: 'tigers|tfc',
        team: 'Tigers',
        club: 'TFC',
        division: 'Boys U10',
        divisionId: 'boys-u10',
        bracket: 'Group A',
        age: 'u10' as const,
        gender: 'boys' as const,
        organizerUid: 'admin-1',
      },
    ],
    matches: [
      {
        tournamentId,
        matchId: 'm-1',
        division: 'Boys U10',
        divisionId: 'boys-u10',
        age: 'u10' as const,
        gender: 'boys' as const,
        date: '2026-06-01',
        time: '09:00',
        field: 'Pitch 1',
        bracket: 'Group A',
        homeTeam: 'Lions',
        homeClub: null,
        awayTeam: 'Tigers',
        awayClub: 'TFC',
        homeTeamKey: 'lions',
        awayTeamKey: 'tigers|tfc',
      },
    ],
  };
}

/** The import's writes: keyed deterministically, so writing the same items again changes nothing. */
export function importStoreContract(subject: () => ImportsSubject): void {
  describe('import store', () => {
    it('answers an empty state for a tournament with nothing imported', async () => {
      const { store } = subject();
      expect(await store.state(uniqueId('t'))).toEqual({ divisionIds: new Set(), ageGroups: new Set(), bracketIds: new Set(), tournamentTeams: [], matchIds: new Set() });
    });

    it('writes the planned items in batches, counting each batch, and reads their keys back; a second write changes nothing', async () => {
      const { store } = subject();
      const tournamentId = uniqueId('t');
      const items = plannedItems(tournamentId);
      const written: number[] = [];
      const onWritten = (count: number) => void written.push(count);
      for (let run = 0; run < 2; run++) {
        await store.putDivisions(items.divisions, { onWritten });
        await store.putAgeGroups(items.ageGroups, { onWritten });
        await store.putBrackets(items.brackets as never, { onWritten });
        await store.putTournamentTeams(items.teams as never, { onWritten });
        await store.putMatches(items.matches as never, { onWritten });
      }
      expect(written).toEqual([1, 1, 1, 2, 1, 1, 1, 1, 2, 1]);
      const state = await store.state(tournamentId);
      expect(state).toEqual({
        divisionIds: new Set(['boys-u10']),
        ageGroups: new Set(['u10']),
        bracketIds: new Set(['boys-u10-a']),
        tournamentTeams: expect.arrayContaining([
          { teamKey: 'lions', team: 'Lions', club: null },
          { teamKey: 'tigers|tfc', team: 'Tigers', club: 'TFC' },
        ]),
        matchIds: new Set(['m-1']),
      });
      expect(state.tournamentTeams).toHaveLength(2);
      expect(await store.state(uniqueId('t'))).toMatchObject({ matchIds: new Set() });
    });

    it("records the import's summary on the tournament and moves it to the next version, so an edit read before is refused", async () => {
      const context = subject();
      const tournamentId = uniqueId('t');
      await context.addTournament({ ...tournamentRecord(tournamentId), hasSchedule: true });
      await context.store.finishTournament(tournamentId, { hasSchedule: false, teamCount: 16, ageGroups: ['u10', 'u12'], genders: ['boys', 'girls'] });
      expect(await context.tournament(tournamentId)).toMatchObject({ hasSchedule: true, teamCount: 16, ageGroups: ['u10', 'u12'], genders: ['boys', 'girls'], version: 2 });
      await context.store.finishTournament(tournamentId, { hasSchedule: true, teamCount: 18, ageGroups: ['u10'], genders: ['boys'] });
      expect(await context.tournament(tournamentId)).toMatchObject({ hasSchedule: true, teamCount: 18, version: 3 });
    });

    it('claims a queued or failed job, or a running one whose worker stopped beating; never a completed or fresh one', async () => {
      const { jobs, store } = subject();
      const tournamentId = uniqueId('t');
      const queued = importJob(uniqueId('import'), tournamentId);
      await jobs.create(queued);
      expect(await store.claimJob(queued.importId, LONG_AGO)).toMatchObject({ importId: queued.importId, status: 'running', fileName: 'Cup 2026.xlsx' });
      expect(await store.claimJob(queued.importId, LONG_AGO)).toBeNull();
      expect(await store.claimJob(queued.importId, FAR_AHEAD)).toMatchObject({ status: 'running' });
      const failed = importJob(uniqueId('import'), tournamentId, { status: 'failed', error: 'interrupted' });
      await jobs.create(failed);
      expect(await store.claimJob(failed.importId, LONG_AGO)).toMatchObject({ status: 'running' });
      const completed = importJob(uniqueId('import'), tournamentId, { status: 'completed' });
      await jobs.create(completed);
      expect(await store.claimJob(completed.importId, FAR_AHEAD)).toBeNull();
      expect(await store.claimJob(uniqueId('import'), FAR_AHEAD)).toBeNull();
      expect(await jobs.get(completed.importId)).toMatchObject({ status: 'completed' });
    });

    it("finds the organization's users by e-mail in any case, answering under the lower-cased address, and nobody of another organization", async () => {
      const { store, addUser } = subject();
      const [carl, rita, dora, orgId] = [uniqueId('carl'), uniqueId('rita'), uniqueId('dora'), uniqueId('org')];
      await addUser(`${carl}@Coaches.test`, carl, orgId);
      await addUser(`${rita}@referees.test`, rita, orgId);
      await addUser(`${dora}@elsewhere.test`, dora, uniqueId('other-org'));
      const found = await store.usersByEmail(orgId, [`${carl.toUpperCase()}@COACHES.TEST`, `${rita}@referees.test`, `${dora}@elsewhere.test`, `${uniqueId('nobody')}@example.test`]);
      expect(found).toEqual(
        new Map([
          [`${carl}@coaches.test`, carl],
          [`${rita}@referees.test`, rita],
        ]),
      );
      expect(await store.usersByEmail(orgId, [])).toEqual(new Map());
    });
  });
}
