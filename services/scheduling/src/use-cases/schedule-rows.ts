import { createHash } from 'node:crypto';
import type { Fixture, ScheduledMatch } from '@pitchside/shared';
import type { ScheduleRow } from '../adapters/schedule-records';
import type { ScheduleContext } from './schedule-context';
import { endOf } from './schedule-time';
import { pitchOfRow } from './tournament-input';

/** What the service reads off a match row: its id from a fixture, its placement, whether it was played, its label. */

/** A fixture id holds '/' and team keys; the match row's id is a URL-safe hash of it (stable: same fixture, same row). */
export function scheduleMatchId(fixtureId: string): string {
  return `s-${createHash('sha256').update(fixtureId).digest('hex').slice(0, 24)}`;
}

/** A generated row as the scheduling core reads a placed match. Who plays whom comes from the input when it still knows the fixture. */
export function scheduledOf(context: Pick<ScheduleContext, 'fixtures' | 'input' | 'setup'>, row: ScheduleRow): ScheduledMatch | null {
  if (!row.fixtureId || !row.time) return null;
  const fixture: Fixture = context.fixtures.get(row.fixtureId) ?? {
    id: row.fixtureId,
    divisionId: row.divisionId ?? '',
    age: row.age,
    group: row.group ?? '',
    round: row.round ?? 0,
    leg: 1,
    homeTeamId: row.homeTeamKey ?? '',
    awayTeamId: row.awayTeamKey ?? '',
  };
  return { ...fixture, pitchId: pitchOfRow(context.setup, row), date: row.date, start: row.time, end: endOf(context.input, fixture.age, row.time) };
}

export function isPlayed(row: Pick<ScheduleRow, 'status'>): boolean {
  return row.status !== '';
}

export function labelOf(row: Pick<ScheduleRow, 'division' | 'homeTeam' | 'awayTeam'>): string {
  return `${row.division}: ${row.homeTeam} – ${row.awayTeam}`;
}
