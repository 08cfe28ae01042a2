import { randomBytes } from 'node:crypto';
import type { ScheduleSnapshotEntry } from '../adapters/schedule-records';
import { generatedWeekend } from '../testing/world';
import { MAX_SCHEDULE_VERSIONS, saveScheduleVersion } from './versions';

it('refuses a version snapshot past its item with a clear 413, not a 500', async () => {
  const { ports } = await generatedWeekend();
  // Ids that do not compress: far more than any tournament schedules, so the snapshot outgrows one item.
  const entries: ScheduleSnapshotEntry[] = Array.from({ length: 20_000 }, () => ({
    matchId: randomBytes(24).toString('hex'),
    fixtureId: randomBytes(24).toString('hex'),
    pitchId: 'p1',
    date: '2026-07-10',
    start: '10:00',
    locked: false,
  }));
  const record = { tournamentId: 't1', versionId: 'v-huge', name: 'Huge', createdAt: '2026-07-01T00:00:00.000Z', createdBy: 'ada', matchCount: entries.length };
  await expect(ports.schedules.saveVersion(record, entries)).rejects.toMatchObject({ status: 413, message: expect.stringContaining('too big to save as a version') });
});

it(`keeps at most ${MAX_SCHEDULE_VERSIONS} versions of a tournament, then says so`, async () => {
  const { ports, ada } = await generatedWeekend();
  for (let index = 0; index < MAX_SCHEDULE_VERSIONS; index += 1) await saveScheduleVersion(ports, ada, undefined, 't1', { name: `Version ${index}` });
  await expect(saveScheduleVersion(ports, ada, undefined, 't1', { name: 'One too many' })).rejects.toMatchObject({ status: 409, code: 'too_many_versions' });
});
