import { randomUUID } from 'node:crypto';
import type { RowChange, ScheduleRepository, ScheduleRow, ScheduleRowFields } from '../../adapters/schedule-records';

/**
 * What the schedule contract checks: the repository (the in-memory fake in a unit test, the DynamoDB
 * adapter on DynamoDB Local in an integration test) and a way to start a match as the matches service
 * does (status set, version bumped), which the schedule's port itself never writes.
 */
export interface ScheduleSubject {
  schedules: ScheduleRepository;
  startMatch(tournamentId: string, matchId: string): Promise<void>;
}

/** Ids unique per run, so the suite can run against a shared table that other tests write too. */
export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A generated Boys U12 group match, Alpha v Bravo on Pitch 1 at 09:00 (to 09:45). */
export function rowFields(changes: Partial<ScheduleRowFields> = {}): ScheduleRowFields {
  return {
    fixtureId: 'boys-u12/A/1',
    division: 'Boys U12',
    divisionId: 'boys-u12',
    age: 'u12',
    gender: 'boys',
    date: '2026-06-13',
    time: '09:00',
    endTime: '09:45',
    field: 'Pitch 1',
    pitchId: 'p1',
    bracket: 'Group A',
    homeTeam: 'Alpha',
    homeClub: null,
    awayTeam: 'Bravo',
    awayClub: 'Bravo FC',
    homeTeamKey: 'alpha',
    awayTeamKey: 'bravo',
    group: 'A',
    round: 1,
    locked: false,
    stage: 'group',
    ...changes,
  };
}

export const create = (tournamentId: string, matchId: string, fields = rowFields()): RowChange => ({ kind: 'create', tournamentId, matchId, fields });

/** A new tournament with the given matches created by generation `gen-1`, read back. */
export async function tournamentWith({ schedules }: ScheduleSubject, ...matchIds: string[]) {
  const tournamentId = uniqueId('t');
  await schedules.apply(
    matchIds.map((matchId) => create(tournamentId, matchId)),
    'gen-1',
  );
  const rows = await schedules.rows(tournamentId);
  const byId = (matchId: string) => rows.find((row) => row.matchId === matchId) as ScheduleRow;
  return { schedules, tournamentId, rows, byId };
}
