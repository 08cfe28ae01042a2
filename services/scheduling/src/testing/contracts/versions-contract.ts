import type { ScheduleSnapshotEntry, ScheduleVersionRecord } from '../../adapters/schedule-records';
import { uniqueId, type ScheduleSubject } from './subject';

const version = (tournamentId: string, versionId: string, createdAt: string): ScheduleVersionRecord => ({
  tournamentId,
  versionId,
  name: `Version ${versionId}`,
  createdAt,
  createdBy: 'ada',
  matchCount: 2,
});

const entries: ScheduleSnapshotEntry[] = [
  { matchId: 'm1', fixtureId: 'boys-u12/A/1', pitchId: 'p1', date: '2026-06-13', start: '09:00', locked: true },
  { matchId: 'm2', fixtureId: '', pitchId: 'p2', date: '2026-06-14', start: '10:30', locked: false },
];

/** Saved schedule versions: written once, listed newest first, read back with their snapshot. */
export function scheduleVersionContract(subject: () => ScheduleSubject): void {
  describe('schedule versions', () => {
    it('saves a version and reads it back with its snapshot; an unknown version is null', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      const record = version(tournamentId, 'v1', '2026-06-01T10:00:00.000Z');
      await schedules.saveVersion(record, entries);
      expect(await schedules.version(tournamentId, 'v1')).toEqual({ record, entries });
      expect(await schedules.version(tournamentId, 'v2')).toBeNull();
      expect(await schedules.version(uniqueId('t'), 'v1')).toBeNull();
    });

    it("lists a tournament's versions newest first (by when they were made), without their snapshots", async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      // Ids that sort the other way round from their times: the list follows the time.
      const older = version(tournamentId, 'v-b', '2026-06-01T10:00:00.000Z');
      const newer = version(tournamentId, 'v-a', '2026-06-02T10:00:00.000Z');
      const sameTime = version(tournamentId, 'v-c', '2026-06-02T10:00:00.000Z');
      for (const record of [older, newer, sameTime]) await schedules.saveVersion(record, entries);
      await schedules.saveVersion(version(uniqueId('t'), 'v-z', '2026-06-03T10:00:00.000Z'), entries);
      expect(await schedules.versions(tournamentId)).toEqual([sameTime, newer, older]);
      expect(await schedules.versions(uniqueId('t'))).toEqual([]);
    });

    it('never overwrites a saved version', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      const record = version(tournamentId, 'v1', '2026-06-01T10:00:00.000Z');
      await schedules.saveVersion(record, entries);
      await expect(schedules.saveVersion({ ...record, name: 'Other' }, [])).rejects.toThrow();
      expect(await schedules.version(tournamentId, 'v1')).toEqual({ record, entries });
    });
  });
}
