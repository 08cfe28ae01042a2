import { FAR_AHEAD, importJob, LONG_AGO, uniqueId, type ImportsSubject } from './subject';

const counts = {
  divisions: { added: 2, skipped: 0 },
  ageGroups: { added: 1, skipped: 0 },
  brackets: { added: 4, skipped: 1 },
  teams: { added: 16, skipped: 0 },
  matches: { added: 48, skipped: 2 },
  players: { added: 0, skipped: 0 },
};

/** Import jobs: created once, changed only by the run holding them, their lease expiring only when stale. */
export function importJobContract(subject: () => ImportsSubject): void {
  describe('import job repository', () => {
    it('creates a job and reads it back, stamped with when it was last written; an unknown job is null', async () => {
      const { jobs } = subject();
      const job = importJob(uniqueId('import'), uniqueId('t'), { report: [{ sheet: 'Teams', row: 3, reason: 'team_missing' }] });
      await jobs.create(job);
      const stored = await jobs.get(job.importId);
      expect(stored).toEqual({ ...job, updatedAt: expect.any(String) });
      expect(await jobs.get(uniqueId('import'))).toBeNull();
    });

    it('never overwrites a job under an id that exists', async () => {
      const { jobs } = subject();
      const job = importJob(uniqueId('import'), uniqueId('t'));
      await jobs.create(job);
      await expect(jobs.create({ ...job, fileName: 'Other.xlsx' })).rejects.toThrow();
      expect(await jobs.get(job.importId)).toMatchObject({ fileName: 'Cup 2026.xlsx' });
    });

    it("lists a tournament's jobs newest first, and only that tournament's", async () => {
      const { jobs } = subject();
      const tournamentId = uniqueId('t');
      const [first, second, third] = [uniqueId('import'), uniqueId('import'), uniqueId('import')];
      await jobs.create(importJob(second, tournamentId, { createdAt: '2026-05-02T10:00:00.000Z' }));
      await jobs.create(importJob(first, tournamentId, { createdAt: '2026-05-01T10:00:00.000Z' }));
      await jobs.create(importJob(third, tournamentId, { createdAt: '2026-05-03T10:00:00.000Z' }));
      await jobs.create(importJob(uniqueId('import'), uniqueId('t')));
      expect((await jobs.listByTournament(tournamentId)).map((job) => job.importId)).toEqual([third, second, first]);
      expect(await jobs.listByTournament(uniqueId('t'))).toEqual([]);
    });

    it('records the progress of a running job, leaving out what the change leaves out', async () => {
      const { jobs, store } = subject();
      const job = importJob(uniqueId('import'), uniqueId('t'));
      await jobs.create(job);
      await store.claimJob(job.importId, LONG_AGO);
      await jobs.update(job.importId, { step: 'Adding teams', stepIndex: 3, counts });
      await jobs.update(job.importId, { stepIndex: 4, error: null, step: undefined });
      expect(await jobs.get(job.importId)).toMatchObject({ status: 'running', step: 'Adding teams', stepIndex: 4, counts, error: null });
      await jobs.update(job.importId, { status: 'completed', report: [{ sheet: 'Schedule', row: 9, reason: 'duplicate' }] });
      expect(await jobs.get(job.importId)).toMatchObject({ status: 'completed', report: [{ sheet: 'Schedule', row: 9, reason: 'duplicate' }] });
    });

    it('refuses to write to a job no run holds: queued, completed, failed (expired) or unknown', async () => {
      const { jobs } = subject();
      const tournamentId = uniqueId('t');
      for (const status of ['queued', 'completed', 'failed'] as const) {
        const job = importJob(uniqueId('import'), tournamentId, { status });
        await jobs.create(job);
        await expect(jobs.update(job.importId, { status: 'running', stepIndex: 1 })).rejects.toThrow();
        expect(await jobs.get(job.importId)).toMatchObject({ status, stepIndex: null });
      }
      await expect(jobs.update(uniqueId('import'), { status: 'completed' })).rejects.toThrow();
    });

    it("expires a running job's lease only when its last write is older than the cut-off", async () => {
      const { jobs } = subject();
      const tournamentId = uniqueId('t');
      const running = importJob(uniqueId('import'), tournamentId, { status: 'running' });
      await jobs.create(running);
      const said = { messageId: 'imports.interrupted', values: {} } as const;
      expect(await jobs.expireLease(running.importId, LONG_AGO, 'interrupted', said)).toBe(false);
      expect(await jobs.get(running.importId)).toMatchObject({ status: 'running', error: null });
      expect(await jobs.expireLease(running.importId, FAR_AHEAD, 'interrupted', said)).toBe(true);
      // The id with the English: a reader in another language words it from the catalog.
      expect(await jobs.get(running.importId)).toMatchObject({ status: 'failed', error: 'interrupted', errorMessage: said });
      expect(await jobs.expireLease(running.importId, FAR_AHEAD, 'again', said)).toBe(false);
      const done = importJob(uniqueId('import'), tournamentId, { status: 'completed' });
      await jobs.create(done);
      expect(await jobs.expireLease(done.importId, FAR_AHEAD, 'interrupted', said)).toBe(false);
      expect(await jobs.expireLease(uniqueId('import'), FAR_AHEAD, 'interrupted', said)).toBe(false);
      expect(await jobs.get(done.importId)).toMatchObject({ status: 'completed', error: null });
    });
  });
}
