import { uniqueId, type ScheduleSubject } from './subject';

const SINCE = '2026-06-13T09:00:00.000Z';
const LATER = '2026-06-13T09:01:00.000Z';
/** A `staleBefore` that makes a lease taken at SINCE still fresh, and one that makes it stale. */
const FRESH_CUTOFF = '2026-06-13T08:50:00.000Z';
const STALE_CUTOFF = '2026-06-13T09:00:30.000Z';

/** The setup item: the venue setup, the write lease of a generation or restore, the last generation's report. */
export function scheduleStateContract(subject: () => ScheduleSubject): void {
  describe('schedule setup and write lease', () => {
    it('has no state before anything is saved; saves the setup and reads it back, the last save winning', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      expect(await schedules.state(tournamentId)).toBeNull();
      expect(await schedules.report(tournamentId)).toBeNull();
      await schedules.saveSetup(tournamentId, '{"pitches":[]}', 'ada', SINCE);
      await schedules.saveSetup(tournamentId, '{"pitches":[1]}', 'tara', LATER);
      expect(await schedules.state(tournamentId)).toEqual({
        tournamentId,
        setupJson: '{"pitches":[1]}',
        updatedAt: LATER,
        updatedBy: 'tara',
        pending: null,
        lastGenerationId: null,
        generatedAt: null,
      });
    });

    it('takes the lease when there is none, even before a setup is saved, and refuses a second writer while it is fresh', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      expect(await schedules.beginWrite(tournamentId, { id: 'w1', kind: 'restore', since: SINCE }, FRESH_CUTOFF)).toBe(true);
      expect(await schedules.state(tournamentId)).toMatchObject({ setupJson: null, pending: { id: 'w1', kind: 'restore', since: SINCE, abandoned: false } });
      expect(await schedules.beginWrite(tournamentId, { id: 'w2', kind: 'generate', since: LATER }, FRESH_CUTOFF)).toBe(false);
      expect((await schedules.state(tournamentId))?.pending?.id).toBe('w1');
    });

    it('lets the next writer take a stale lease, or an abandoned one at once; only the holder abandons it', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      await schedules.beginWrite(tournamentId, { id: 'w1', kind: 'generate', since: SINCE }, FRESH_CUTOFF);
      expect(await schedules.beginWrite(tournamentId, { id: 'w2', kind: 'generate', since: LATER }, STALE_CUTOFF)).toBe(true);
      await schedules.abandonWrite(tournamentId, 'w1');
      expect((await schedules.state(tournamentId))?.pending).toEqual({ id: 'w2', kind: 'generate', since: LATER, abandoned: false });
      await schedules.abandonWrite(tournamentId, 'w2');
      expect((await schedules.state(tournamentId))?.pending).toEqual({ id: 'w2', kind: 'generate', since: LATER, abandoned: true });
      expect(await schedules.beginWrite(tournamentId, { id: 'w3', kind: 'restore', since: LATER }, FRESH_CUTOFF)).toBe(true);
      expect((await schedules.state(tournamentId))?.pending).toMatchObject({ id: 'w3', abandoned: false });
    });

    it('gives the lease back only to its holder, recording the finished generation and its report', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      await schedules.saveSetup(tournamentId, '{}', 'ada', SINCE);
      await schedules.beginWrite(tournamentId, { id: 'w1', kind: 'generate', since: SINCE }, FRESH_CUTOFF);
      await schedules.finishWrite(tournamentId, 'w0', { generationId: 'gen-0', at: SINCE, report: { placed: 0 } });
      expect(await schedules.state(tournamentId)).toMatchObject({ pending: { id: 'w1' }, lastGenerationId: null });
      expect(await schedules.report(tournamentId)).toBeNull();
      const report = { placed: 12, unplaced: [{ fixtureId: 'f1', reason: 'no_slot' }] };
      await schedules.finishWrite(tournamentId, 'w1', { generationId: 'gen-1', at: LATER, report });
      expect(await schedules.state(tournamentId)).toEqual({ tournamentId, setupJson: '{}', updatedAt: SINCE, updatedBy: 'ada', pending: null, lastGenerationId: 'gen-1', generatedAt: LATER });
      expect(await schedules.report(tournamentId)).toEqual(report);
    });

    it('gives a restore lease back without touching the last generation', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      await schedules.beginWrite(tournamentId, { id: 'w1', kind: 'generate', since: SINCE }, FRESH_CUTOFF);
      await schedules.finishWrite(tournamentId, 'w1', { generationId: 'gen-1', at: SINCE, report: { placed: 1 } });
      await schedules.beginWrite(tournamentId, { id: 'w2', kind: 'restore', since: LATER }, FRESH_CUTOFF);
      await schedules.finishWrite(tournamentId, 'w2');
      expect(await schedules.state(tournamentId)).toMatchObject({ pending: null, lastGenerationId: 'gen-1', generatedAt: SINCE });
      expect(await schedules.report(tournamentId)).toEqual({ placed: 1 });
    });

    it('abandoning or finishing a lease of a tournament that has none writes nothing', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      await schedules.abandonWrite(tournamentId, 'w1');
      await schedules.finishWrite(tournamentId, 'w1', { generationId: 'gen-1', at: SINCE, report: {} });
      expect(await schedules.state(tournamentId)).toBeNull();
      expect(await schedules.report(tournamentId)).toBeNull();
    });
  });
}
