import { initialMatchState } from '@pitchside/shared';
import type { ScheduleRow } from '../../adapters/schedule-records';
import { create, rowFields, tournamentWith, uniqueId, type ScheduleSubject } from './subject';

const placement = { date: '2026-06-14', time: '10:00', pitchId: 'p2', field: 'Pitch 2', endTime: '10:45', locked: true };

/** The schedule's match rows: created under a free id, changed only while unplayed and at the version read. */
export function scheduleRowContract(subject: () => ScheduleSubject): void {
  describe('schedule rows', () => {
    it('creates a row once under a free id, unplayed at version 1 with its schedule attributes', async () => {
      const { schedules } = subject();
      const tournamentId = uniqueId('t');
      expect(await schedules.apply([create(tournamentId, 'm1')], 'gen-1')).toEqual({ applied: 1, conflicts: [] });
      expect(await schedules.apply([create(tournamentId, 'm1', rowFields({ homeTeam: 'Other' }))], 'gen-2')).toEqual({ applied: 0, conflicts: ['m1'] });
      const row = await schedules.row(tournamentId, 'm1');
      // The whole row, as the adapter reads it back: every attribute a use case may read is there, absent ones null.
      expect(row).toEqual({
        tournamentId,
        matchId: 'm1',
        ...rowFields(),
        ...initialMatchState(),
        refereeId: null,
        refereeName: null,
        assignedAt: null,
        scoreConfirmations: [],
        disputes: [],
        delayMinutes: 0,
        delaySet: 0,
        delayedAt: null,
        ...{ knockoutCode: null, roundName: null, knockoutOrder: null, homeSource: null, awaySource: null, homeLabel: null, awayLabel: null },
        source: 'manual',
        generationId: 'gen-1',
        version: 1,
      });
      expect(await schedules.row(tournamentId, 'm-none')).toBeNull();
      expect(await schedules.row(uniqueId('t'), 'm1')).toBeNull();
    });

    it("lists a tournament's rows in matchId order, and only that tournament's", async () => {
      const { schedules, tournamentId } = await tournamentWith(subject(), 'm3', 'm1', 'm2');
      await tournamentWith(subject(), 'm4');
      expect((await schedules.rows(tournamentId)).map((row) => row.matchId)).toEqual(['m1', 'm2', 'm3']);
      expect(await schedules.rows(uniqueId('t'))).toEqual([]);
    });

    it('updates the fixture fields at the version read, clearing what became null, and refuses a stale version', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1');
      const read = byId('m1');
      const fields = rowFields({ homeTeam: 'Charlie', homeTeamKey: 'charlie', awayClub: null, bracket: null, date: '2026-06-14', round: 2 });
      expect(await schedules.apply([{ kind: 'update', row: read, fields }], 'gen-2')).toEqual({ applied: 1, conflicts: [] });
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ ...fields, generationId: 'gen-2', version: 2 });
      expect(await schedules.apply([{ kind: 'update', row: read, fields: rowFields() }], 'gen-3')).toEqual({ applied: 0, conflicts: ['m1'] });
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ homeTeam: 'Charlie', version: 2 });
    });

    it('places a row at the version read, keeping the pitch when the placement gives none', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1', 'm2');
      const result = await schedules.apply(
        [
          { kind: 'place', row: byId('m1'), placement },
          { kind: 'place', row: byId('m2'), placement: { ...placement, pitchId: null, field: null, endTime: null, locked: false } },
        ],
        'gen-2',
      );
      expect(result).toEqual({ applied: 2, conflicts: [] });
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ ...placement, generationId: 'gen-2', version: 2 });
      expect(await schedules.row(tournamentId, 'm2')).toMatchObject({ date: '2026-06-14', time: '10:00', pitchId: 'p1', field: 'Pitch 1', endTime: '09:45', locked: false, version: 2 });
      expect(await schedules.apply([{ kind: 'place', row: byId('m1'), placement }], 'gen-3')).toEqual({ applied: 0, conflicts: ['m1'] });
    });

    it('deletes a row once, only at the version read', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1');
      const stale: ScheduleRow = { ...byId('m1'), version: 7 };
      expect(await schedules.apply([{ kind: 'delete', row: stale }], 'gen-2')).toEqual({ applied: 0, conflicts: ['m1'] });
      expect(await schedules.apply([{ kind: 'delete', row: byId('m1') }], 'gen-2')).toEqual({ applied: 1, conflicts: [] });
      expect(await schedules.row(tournamentId, 'm1')).toBeNull();
      expect(await schedules.apply([{ kind: 'delete', row: byId('m1') }], 'gen-2')).toEqual({ applied: 0, conflicts: ['m1'] });
    });

    it('leaves a started match alone (update, place, delete, delays) and names it in the conflicts', async () => {
      const context = subject();
      const { schedules, tournamentId, byId } = await tournamentWith(context, 'm1', 'm2');
      await context.startMatch(tournamentId, 'm1');
      const started = (await schedules.row(tournamentId, 'm1')) as ScheduleRow;
      const changes = [
        { kind: 'update' as const, row: started, fields: rowFields({ homeTeam: 'Charlie' }) },
        { kind: 'place' as const, row: started, placement },
        { kind: 'delete' as const, row: started },
        { kind: 'place' as const, row: byId('m2'), placement },
      ];
      expect(await schedules.apply(changes, 'gen-2')).toEqual({ applied: 1, conflicts: ['m1', 'm1', 'm1'] });
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ homeTeam: 'Alpha', date: '2026-06-13', version: started.version });
      expect(await schedules.applyDelays([{ row: started, delayMinutes: 10, delaySet: 10 }], '2026-06-13T09:05:00.000Z')).toBe(false);
    });

    it('applying the same changes again after they held converges: creates and stale writes are conflicts, rows unchanged', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1');
      const changes = [create(tournamentId, 'm2'), { kind: 'place' as const, row: byId('m1'), placement }];
      expect(await schedules.apply(changes, 'gen-2')).toEqual({ applied: 2, conflicts: [] });
      const after = await schedules.rows(tournamentId);
      expect(await schedules.apply(changes, 'gen-2')).toEqual({ applied: 0, conflicts: ['m2', 'm1'] });
      expect(await schedules.rows(tournamentId)).toEqual(after);
    });

    it('locks a row at the version read (even a started one), bumping the version; refuses a stale one', async () => {
      const context = subject();
      const { schedules, tournamentId, byId } = await tournamentWith(context, 'm1', 'm2');
      expect(await schedules.setLocked(byId('m1'), true)).toBe(true);
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ locked: true, version: 2 });
      expect(await schedules.setLocked(byId('m1'), false)).toBe(false);
      await context.startMatch(tournamentId, 'm2');
      const started = (await schedules.row(tournamentId, 'm2')) as ScheduleRow;
      expect(await schedules.setLocked(started, true)).toBe(true);
      expect(await schedules.setLocked({ ...byId('m1'), matchId: 'm-none' }, true)).toBe(false);
      expect(await schedules.row(tournamentId, 'm-none')).toBeNull();
    });

    it('writes the delays of one action all or none, bumping each version', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1', 'm2');
      const at = '2026-06-13T09:05:00.000Z';
      expect(await schedules.applyDelays([], at)).toBe(true);
      expect(
        await schedules.applyDelays(
          [
            { row: byId('m1'), delayMinutes: 10, delaySet: 10 },
            { row: byId('m2'), delayMinutes: 10, delaySet: 0 },
          ],
          at,
        ),
      ).toBe(true);
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ delayMinutes: 10, delaySet: 10, delayedAt: at, version: 2 });
      expect(await schedules.row(tournamentId, 'm2')).toMatchObject({ delayMinutes: 10, delaySet: 0, delayedAt: at, version: 2 });
      const fresh = (await schedules.row(tournamentId, 'm2')) as ScheduleRow;
      // m1 is read at version 1 but now at 2: neither row changes.
      expect(
        await schedules.applyDelays(
          [
            { row: fresh, delayMinutes: 20, delaySet: 20 },
            { row: byId('m1'), delayMinutes: 20, delaySet: 20 },
          ],
          at,
        ),
      ).toBe(false);
      expect(await schedules.row(tournamentId, 'm2')).toMatchObject({ delayMinutes: 10, version: 2 });
    });

    it('refuses more delays in one action than a transaction holds, writing none', async () => {
      const { schedules, tournamentId, byId } = await tournamentWith(subject(), 'm1');
      const writes = Array.from({ length: 101 }, () => ({ row: byId('m1'), delayMinutes: 5, delaySet: 5 }));
      await expect(schedules.applyDelays(writes, '2026-06-13T09:05:00.000Z')).rejects.toThrow();
      expect(await schedules.row(tournamentId, 'm1')).toMatchObject({ version: 1 });
    });
  });
}
