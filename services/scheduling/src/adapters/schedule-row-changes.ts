import { conditionalWrite as conditional, type Database } from '@pitchside/core/data';
import type { RowChange, ScheduleRow } from './schedule-records';

export const scheduleRowKey = (row: Pick<ScheduleRow, 'tournamentId' | 'matchId'>) => ({ tournamentId: row.tournamentId, matchId: row.matchId });

/**
 * One planned change to a match row (create, update, place, delete), written only while the row is as the
 * plan read it (same version) and has not started: false when it moved on in between.
 */
export function rowChangeWriter(db: Database) {
  const { match } = db.entities;
  const key = scheduleRowKey;
  /**
   * Changing `date` or `division` rewrites the referee index (gsi1: refereeId / date, sparse) and the
   * division index (gsi2: tournamentId+division / date): ElectroDB needs every composite of both, so
   * the row's current refereeId and division go along.
   */
  const indexed = (row: ScheduleRow, date: string, division = row.division) => ({ date, division, refereeId: row.refereeId ?? '' });
  const present = <T extends object>(record: T) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null && value !== undefined)) as { [K in keyof T]?: NonNullable<T[K]> };
  const nulls = <T extends object>(record: T) =>
    Object.entries(record)
      .filter(([, value]) => value === null)
      .map(([name]) => name);

  return async function applyOne(change: RowChange, generationId: string): Promise<boolean> {
    switch (change.kind) {
      case 'create': {
        const { fields } = change;
        return conditional(() =>
          match
            .create({
              ...fields,
              tournamentId: change.tournamentId,
              matchId: change.matchId,
              source: 'manual',
              generationId,
              homeClub: fields.homeClub ?? undefined,
              awayClub: fields.awayClub ?? undefined,
              homeTeamKey: fields.homeTeamKey ?? undefined,
              awayTeamKey: fields.awayTeamKey ?? undefined,
              bracket: fields.bracket ?? undefined,
            })
            .go(),
        );
      }
      case 'update': {
        const { row, fields } = change;
        const cleared = nulls({ homeClub: fields.homeClub, awayClub: fields.awayClub, homeTeamKey: fields.homeTeamKey, awayTeamKey: fields.awayTeamKey, bracket: fields.bracket });
        const set = { ...present(fields), ...indexed(row, fields.date, fields.division), generationId, version: row.version + 1 };
        const base = match.patch(key(row)).set(set);
        const operation = cleared.length > 0 ? base.remove(cleared as never) : base;
        return conditional(() => operation.where((attr, op) => `${op.eq(attr.version, row.version)} AND ${op.eq(attr.status, '')}`).go());
      }
      case 'place': {
        const { row, placement } = change;
        const set = {
          ...indexed(row, placement.date),
          time: placement.time,
          locked: placement.locked,
          generationId,
          version: row.version + 1,
          ...(placement.pitchId !== null ? { pitchId: placement.pitchId } : {}),
          ...(placement.field !== null ? { field: placement.field } : {}),
          ...(placement.endTime !== null ? { endTime: placement.endTime } : {}),
        };
        return conditional(() =>
          match
            .patch(key(row))
            .set(set)
            .where((attr, op) => `${op.eq(attr.version, row.version)} AND ${op.eq(attr.status, '')}`)
            .go(),
        );
      }
      case 'delete':
        return conditional(() =>
          match
            .delete(key(change.row))
            .where((attr, op) => `${op.eq(attr.version, change.row.version)} AND ${op.eq(attr.status, '')}`)
            .go(),
        );
    }
  };
}
